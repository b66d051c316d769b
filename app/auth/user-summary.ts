/** What every page may show about the signed-in user (the avatar menu). */
export interface UserSummary {
  name: string;
  email: string;
  image: string | null;
  /** Has access to the team console: the avatar menu then offers it. */
  teamMember: boolean;
}
