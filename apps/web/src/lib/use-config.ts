import { useQuery } from '@tanstack/react-query';
import type { ChoiceList } from '@hr/domain/choices';
import { api } from './api';
import { setBusinessTimeZone } from './dates';
import { useLang } from './hooks';

export type AppConfig = {
  version: string; build: string; timezone: string; languages: string[];
  limits: { uploadBytes: number; uploadFiles: number; emailMin: number; emailMax: number; passwordMin: number };
  halfDayWindows: Record<string, { from: string; to: string }>;
  dropdownModules: string[];
  choices: Record<ChoiceList, Array<{ value: string; label: string }>>;
};

/** The config request (SPEC section 7 "Global"): read once per language and kept for the session. */
export function useAppConfig() {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['config', lang],
    queryFn: async () => {
      const config = await api.post<AppConfig>('/1.0/get/config', {}, { silent: true });
      setBusinessTimeZone(config.timezone);
      return config;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The options of a fixed select list (titles, genders, nationalities …) in the reader's language. */
export function useChoices(list: ChoiceList) {
  const q = useAppConfig();
  return { loading: q.isLoading, options: q.data?.choices[list] };
}
