/**
 * Whether an account with these skills serves a conversation of `skill`: an account limited to no
 * skill serves them all (as a survey or a message with no skill does), else only its own.
 */
export function usableOnSkill(accountSkills: readonly number[], skill: number | null): boolean {
  return accountSkills.length === 0 || (skill !== null && accountSkills.includes(skill));
}
