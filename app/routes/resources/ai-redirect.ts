import { redirect } from "react-router";

/** `/ai` is an old address of the home page: a permanent server redirect, so nothing flashes. */
export function loader() {
  return redirect("/", 301);
}
