import type { AuthUser, Deps } from '../context';

/**
 * Who else may read a stored file of a kind, besides its owner and holders of "read other
 * employees' files": a module whose files are shown to other people (an announcement's picture to
 * its audience) says so here for its kinds, as it registers its routes. Kept per app, as the
 * notice kinds and counters are.
 */
export type FileReadRule = (deps: Deps, user: AuthUser, fileId: string) => Promise<boolean>;

const rulesOf = new WeakMap<Deps, Map<string, FileReadRule>>();

export function registerFileReadRule(deps: Deps, kinds: string[], rule: FileReadRule) {
  const rules = rulesOf.get(deps) ?? new Map<string, FileReadRule>();
  rulesOf.set(deps, rules);
  for (const k of kinds) rules.set(k, rule);
}

/** True when the module of the file's kind lets this user read it. */
export async function mayReadByRule(deps: Deps, user: AuthUser, file: { id: string; kind: string }): Promise<boolean> {
  const rule = rulesOf.get(deps)?.get(file.kind);
  return rule ? rule(deps, user, file.id) : false;
}
