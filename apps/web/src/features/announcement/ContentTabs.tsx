import { Badge, Flex, Tag } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementLang } from '@hr/domain/announcement';
import { LANGUAGE_NAMES } from '../../lib/lang';
import { AccessibleTabs } from '../../shell/AccessibleTabs';
import { langOfField, type FormField } from './form-values';
import { isRequiredLang, LanguagePane } from './LanguagePane';

/** The languages whose fields show an error now, so their tabs are marked and the first one opened. */
export function errorLangs(form: FormInstance): AnnouncementLang[] {
  const langs = form.getFieldsError().filter((f) => f.errors.length).map((f) => langOfField(String(f.name[0])));
  return [...new Set(langs.filter((l): l is AnnouncementLang => !!l))];
}

/**
 * The content in each language, one tab each. Every tab is rendered from the start (forceRender):
 * a field in a tab never opened must still be checked and take the server's error.
 */
export function ContentTabs({ langs, active, onActive, withErrors, rules }: {
  langs: readonly AnnouncementLang[]; active: AnnouncementLang; onActive: (l: AnnouncementLang) => void;
  withErrors: ReadonlySet<AnnouncementLang>; rules: (name: FormField, required?: boolean) => FormRule[];
}) {
  const { t } = useTranslation();
  return (
    <AccessibleTabs activeKey={active} onChange={(k) => onActive(k as AnnouncementLang)} data-testid="language-tabs"
      items={langs.map((lang) => ({
        key: lang,
        forceRender: true,
        label: (
          <Flex gap={6} align="center" data-testid={`tab-${lang}`}>
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
            {isRequiredLang(lang) ? <Tag color="blue">{t('announcement:form.required')}</Tag> : <Tag>{t('announcement:form.optional')}</Tag>}
            {withErrors.has(lang) && <span role="img" aria-label={t('announcement:form.tabHasErrors')} data-testid={`tab-error-${lang}`}><Badge status="error" /></span>}
          </Flex>
        ),
        children: <LanguagePane lang={lang} rules={rules} />,
      }))} />
  );
}
