import type { TFunction } from 'i18next';

/**
 * The label of a record field. Record labels (labels.json) load with the member screens; the few
 * the login and password pages need live in fields.json, which loads with them.
 */
export const fieldLabel = (t: TFunction, name: string): string => t([`labels:${name}`, `fields:${name}`]);
