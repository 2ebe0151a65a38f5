import type { TFunction } from 'i18next';

/**
 * The label of a record field. Record labels (labels.json) load with the member screens; the few
 * the login and password pages need live in fields.json, which loads with them.
 */
export const fieldLabel = (t: TFunction, name: string): string => t([`labels:${name}`, `fields:${name}`]);

/**
 * A rule's message in the reader's language, naming the field: the key the domain schemas carry
 * ('validation.required', 'validation.citizenId' …) is looked up in validation.json (sign-in tier)
 * and then rules.json (member tier), as the server does.
 */
export const ruleMessage = (t: TFunction, key: string, name: string): string => {
  const code = key.replace(/^validation\./, '');
  return t([`validation:${code}`, `rules:${code}`], { field: fieldLabel(t, name) });
};
