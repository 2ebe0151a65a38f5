import { App, Card, Flex, Select, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLang, useProfile } from '../../lib/hooks';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/lang';
import { useSavePreferredLanguage } from '../../lib/preferred-language';

/** Another's language, read with the record's contact section (the same cache entry as the record's tab). */
function useRecordLanguage(employeeId?: string) {
  const { lang } = useLang();
  return useQuery({
    queryKey: ['employee-view', 'contactInfo', employeeId ?? 'self', lang],
    queryFn: () => api.post<{ preferredLang?: Lang } | null>('/1.0/view/contactInfo', { id: employeeId }),
    enabled: !!employeeId,
  });
}

/**
 * The language of the employee's payslips, warning letters, announcement mail and every other
 * notice (issue 35 point 7), changed at once: the caller's own (no `employeeId`; the profile
 * carries it) or, by HR, an employee's on the record. `editable` false shows it only.
 */
export function PreferredLanguageCard({ employeeId, editable = true }: { employeeId?: string; editable?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
  const record = useRecordLanguage(employeeId);
  const save = useSavePreferredLanguage(employeeId);
  const value = employeeId ? record.data?.preferredLang : profile.data?.preferredLang;
  const own = !employeeId;
  return (
    <Card size="small" data-testid="preferred-language" style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} align="start" style={{ flex: '1 1 240px' }}>
          <MailOutlined style={{ fontSize: 20, marginTop: 4 }} aria-hidden />
          <div>
            <Typography.Text strong id="preferred-language-title">{t(own ? 'shell:preferredLanguage.title' : 'shell:preferredLanguage.titleHr')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t(own ? 'shell:preferredLanguage.help' : 'shell:preferredLanguage.helpHr')}</Typography.Text>
          </div>
        </Flex>
        <Select<Lang> value={value} disabled={!editable || value === undefined} loading={save.isPending} style={{ minWidth: 160, flex: '0 1 200px' }}
          aria-labelledby="preferred-language-title" data-testid="preferred-language-select"
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          onChange={(l) => save.mutate(l, { onSuccess: () => { void message.success(t('shell:preferredLanguage.saved')); } })} />
      </Flex>
    </Card>
  );
}
