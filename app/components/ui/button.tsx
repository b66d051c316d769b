import type { ComponentProps } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "ghost" | "inverse" | "danger";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary:
    "border border-slate-300 bg-white text-ink hover:border-brand-400 hover:text-brand-700",
  ghost: "text-ink hover:bg-slate-100",
  inverse: "bg-white text-brand-900 shadow-sm hover:bg-brand-50",
  danger: "bg-rose-700 text-white shadow-sm hover:bg-rose-800",
};

const sizes: Record<Size, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
};

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
}

export function buttonClassName(
  { variant = "primary", size = "md" }: ButtonStyle = {},
  extra = "",
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return (
    <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />
  );
}

export function ButtonLink({
  variant,
  size,
  className = "",
  ...props
}: ComponentProps<typeof Link> & ButtonStyle) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
