declare module "damerau-levenshtein" {
  /** Edit distance of two strings, counting a swap of two neighbouring letters as one step. */
  export default function distance(
    a: string,
    b: string,
    limit?: number,
  ): { steps: number; relative: number; similarity: number };
}
