import { Flex, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECKS } from '@hr/domain/password-rule';

/** The password rule, ticked off live as the user types (the same checks the server applies). */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }} data-testid="password-checklist">
      {(Object.keys(PASSWORD_CHECKS) as Array<keyof typeof PASSWORD_CHECKS>).map((k) => {
        const ok = PASSWORD_CHECKS[k](value);
        return (
          <Typography.Text key={k} type={ok ? 'success' : 'secondary'} data-ok={ok}>
            {ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {t(`auth:rules.${k}`)}
          </Typography.Text>
        );
      })}
    </Flex>
  );
}
