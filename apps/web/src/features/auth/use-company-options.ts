import { useDropdown } from '../../lib/use-dropdown';

/** The companies a person can log in to (public list, localized names). */
export const useCompanyOptions = () => useDropdown('company');
