import { Alert, Input } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_REQUIRED_LANGS, ANNOUNCEMENT_TITLE_MAX, type AnnouncementLang } from '@hr/domain/announcement';
import { FieldItem } from '../../lib/form-controls';
import { RichTextEditor } from '../../shell/RichTextEditor';
import { suffixOf, type FormField } from './form-values';
import { ImageUploadField } from './ImageUploadField';

export const isRequiredLang = (lang: AnnouncementLang) => (ANNOUNCEMENT_REQUIRED_LANGS as readonly string[]).includes(lang);

/**
 * One language's tab of the form: title, description and main picture. English and Thai are
 * required; Khmer and Burmese readers see English where their own is not written.
 */
export function LanguagePane({ lang, rules }: { lang: AnnouncementLang; rules: (name: FormField, required?: boolean) => FormRule[] }) {
  const { t } = useTranslation();
  const s = suffixOf(lang);
  const required = isRequiredLang(lang);
  const item = (name: FormField) => ({ name, label: t(`announcement:fields.${name}`), rules: rules(name, required), required });
  return (
    <>
      {!required && <Alert type="info" showIcon title={t('announcement:form.optionalLanguage')} style={{ marginBottom: 16 }} data-testid={`optional-${lang}`} />}
      <FieldItem {...item(`title${s}`)}>
        <Input maxLength={ANNOUNCEMENT_TITLE_MAX} showCount data-testid={`title-${lang}`} />
      </FieldItem>
      <FieldItem {...item(`description${s}`)}>
        <RichTextEditor aria-label={t(`announcement:fields.description${s}`)} data-testid={`description-${lang}`} />
      </FieldItem>
      <FieldItem {...item(`image${s}`)}>
        <ImageUploadField data-testid={`image-${lang}`} />
      </FieldItem>
    </>
  );
}
