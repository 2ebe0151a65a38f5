import { useEffect } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang, useProfile } from '../lib/hooks';
import { LANGUAGE_NAMES } from '../lib/lang';
import { clearLanguageOffer, declineLanguage, declinedLanguages, useOfferedLanguage, useSavePreferredLanguage } from '../lib/preferred-language';
import { useMemberTexts } from '../lib/use-member-texts';

const KEY = 'language-offer';

/**
 * After the language switcher is used, a small notice offers to make the new screen language the
 * one of the member's payslips, letters and mail (issue 35 point 7). It blocks nothing, asks in the
 * new language once the page speaks it, and a "not now" (or closing it) is remembered for that
 * language, so it is not asked again; nothing is offered when the language already is the default.
 */
export function LanguageOffer() {
  const offered = useOfferedLanguage();
  const { lang } = useLang();
  const { t, i18n } = useTranslation();
  const ready = useMemberTexts(lang);
  const me = useProfile();
  // The profile of the new language may be an older copy (or the last language's) until it is read again.
  const profile = me.isFetching || me.isPlaceholderData ? undefined : me.data;
  const { notification, message } = App.useApp();
  const save = useSavePreferredLanguage();
  useEffect(() => {
    if (!offered || !profile || offered !== lang || !ready || i18n.language !== lang) return;
    clearLanguageOffer();
    if (profile.preferredLang === lang || declinedLanguages(profile.id).includes(lang)) { notification.destroy(KEY); return; }
    const names = { language: LANGUAGE_NAMES[lang], current: LANGUAGE_NAMES[profile.preferredLang] };
    let answered = false;
    const decline = () => { if (!answered) declineLanguage(profile.id, lang); answered = true; };
    notification.open({
      key: KEY, duration: 0, placement: 'bottomRight', role: 'status', props: { 'data-testid': 'language-offer' } as object,
      title: t('shell:languageOffer.title', names),
      description: t('shell:languageOffer.text', names),
      onClose: decline,
      actions: (
        <Space>
          <Button size="small" data-testid="language-offer-decline" onClick={() => { decline(); notification.destroy(KEY); }}>{t('shell:languageOffer.notNow')}</Button>
          <Button size="small" type="primary" data-testid="language-offer-accept" onClick={() => {
            answered = true;
            notification.destroy(KEY);
            save.mutate(lang, { onSuccess: () => { void message.success(t('shell:languageOffer.saved', names)); } });
          }}>{t('shell:languageOffer.accept')}</Button>
        </Space>
      ),
    });
  }, [offered, profile, lang, ready, i18n.language, t, notification, message, save]);
  return null;
}
