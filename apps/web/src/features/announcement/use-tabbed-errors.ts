import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementLang } from '@hr/domain/announcement';
import { ApiError } from '../../lib/api';
import { errorLangs } from './ContentTabs';
import { langOfField, showServerErrors } from './form-values';

/**
 * The errors of a form whose content is in language tabs: a wrong Khmer title cannot be seen from
 * the English tab, so the tabs with errors are marked and the first wrong field's tab is opened
 * and scrolled to, after the form's own checks and after the server's answer alike.
 */
export function useTabbedErrors(form: FormInstance, known: ReadonlySet<string>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<AnnouncementLang>('en');
  const [badTabs, setBadTabs] = useState<Set<AnnouncementLang>>(new Set());

  const showFirst = (field?: string) => {
    setBadTabs(new Set(errorLangs(form)));
    const name = field ?? String(form.getFieldsError().find((f) => f.errors.length)?.name[0] ?? '');
    const lang = langOfField(name);
    if (lang) setTab(lang);
    // After the tab has switched, so the field is on screen to scroll to.
    if (name) setTimeout(() => form.scrollToField(name, { block: 'center' }), 0);
  };

  return {
    tab, setTab, badTabs,
    /** Every field checked; false (and the first wrong field shown) when one fails. */
    validate: async () => {
      const ok = await form.validateFields().then(() => true, () => false);
      if (ok) setBadTabs(new Set());
      else showFirst();
      return ok;
    },
    /** A refused save: the server's field messages on their fields, anything else as a message. */
    onSaveError: (err: unknown) => {
      if (err instanceof ApiError && err.fields.length) {
        const { marked, other } = showServerErrors(form, err.fields, known);
        if (marked[0]) showFirst(marked[0]);
        if (other.length) void message.error(other.map((e) => e.text).join(' '));
      } else void message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
    },
    /** Keeps the tab marks current as the user fixes fields. */
    onFieldsChange: () => setBadTabs((prev) => (prev.size ? new Set(errorLangs(form)) : prev)),
  };
}
