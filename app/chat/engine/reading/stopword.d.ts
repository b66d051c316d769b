declare module "stopword" {
  /** Stop words of one language, lower case, by ISO 639-3 code. */
  export const deu: readonly string[];
  export const fra: readonly string[];
  export const ita: readonly string[];
  export const nld: readonly string[];
  export const por: readonly string[];
  export const spa: readonly string[];
}
