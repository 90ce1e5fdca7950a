/** Secret tokens for accept links: only the hash is stored, the token itself travels in the email. */
export interface InvitationTokens {
  issue(): { token: string; hash: string };
  hashOf(token: string): string;
}
