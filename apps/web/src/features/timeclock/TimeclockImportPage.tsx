import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Progress, Result, Select, Space, Spin, Steps, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TIMECLOCK_MAX_BYTES, type TimeclockMapping, type TimeclockPreview, type TimeclockResult } from '@hr/domain/attendance/timeclock';
import { ApiError, type FieldError } from '../../lib/api';
import { fieldId } from '../../lib/form-controls';
import { useCan, useLang, useProfile } from '../../lib/hooks';
import { formatNumber } from '../../lib/numbers';
import { ReasonDialog } from '../../lib/reason-dialog';
import { useAppConfig } from '../../lib/use-config';
import { useDropdown } from '../../lib/use-dropdown';
import Forbidden from '../../shell/Forbidden';
import { IMPORT_PERMISSION, useClockImport, useClockPreview, useClockRollback, useClockUpload } from './api';
import { BatchList } from './BatchList';
import { MappingForm } from './MappingForm';
import { CountFigures, PreviewPanel } from './PreviewPanel';

type Step = 'upload' | 'mapping' | 'preview' | 'result';
const STEPS: Step[] = ['upload', 'mapping', 'preview', 'result'];

/**
 * Time-clock import (issue 16 point 2), HR: upload a scanner's export for a company, check the
 * columns (pre-filled from the company's last import or from the file), see what would be written
 * and skipped, import, and read the result. Nothing is written before the import button.
 */
export default function TimeclockImportPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const can = useCan();
  const { modal } = App.useApp();
  const profile = useProfile();
  const config = useAppConfig();
  const companies = useDropdown('company');
  const [companyId, setCompanyId] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [step, setStep] = useState<Step>('upload');
  const [preview, setPreview] = useState<TimeclockPreview | null>(null);
  const [mapping, setMapping] = useState<TimeclockMapping | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [result, setResult] = useState<TimeclockResult | null>(null);
  const upload = useClockUpload(setProgress);
  const reread = useClockPreview();
  const commit = useClockImport();
  const rollback = useClockRollback();
  const [rollingBack, setRollingBack] = useState(false);

  // The caller's own company first.
  useEffect(() => {
    if (companyId || !companies.data?.length) return;
    const own = companies.data.find((o) => o.value === profile.data?.shortNameCompany) ?? companies.data[0]!;
    setCompanyId(own.id ?? own.value);
  }, [companies.data, companyId, profile.data?.shortNameCompany]);

  if (!can(IMPORT_PERMISSION)) return <Forbidden />;

  const start = () => {
    setStep('upload'); setPreview(null); setMapping(null); setResult(null); setFile(null); setProgress(0); setFieldErrors([]); rollback.reset();
  };
  const send = async () => {
    if (!file || !companyId) { setFileError(t('timeclock:upload.choose')); return; }
    setFileError(null);
    try {
      const p = await upload.mutateAsync({ file, companyId });
      setPreview(p); setMapping(p.mapping); setStep('mapping');
    } catch (err) {
      setFileError(err instanceof ApiError ? err.envelope.msg.text : String(err));
    }
  };
  const check = async (m: TimeclockMapping) => {
    setFieldErrors([]);
    try {
      const p = await reread.mutateAsync({ fileId: preview!.fileId, companyId: companyId!, mapping: m });
      setPreview(p); setMapping(m); setStep('preview');
    } catch (err) {
      if (err instanceof ApiError && err.fields.length) setFieldErrors(err.fields);
      else if (err instanceof ApiError) setFileError(err.envelope.msg.text);
    }
  };
  const confirmImport = () => {
    const count = preview!.counts!.new;
    modal.confirm({
      title: t('timeclock:preview.confirm', { count, n: formatNumber(count, lang) }),
      okText: t('timeclock:preview.confirmOk'), cancelText: t('timeclock:preview.cancel'),
      onOk: async () => {
        setStep('result');
        try {
          setResult(await commit.mutateAsync({ fileId: preview!.fileId, companyId: companyId!, mapping: mapping! }));
        } catch {
          setStep('preview');
        }
      },
    });
  };

  const n = (v: number) => formatNumber(v, lang);
  return (
    <div data-testid="timeclock-page">
      <Card title={t('menu:employment-management/attendance-import')}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ maxWidth: 900, marginBottom: 0 }}>{t('timeclock:intro', { zone: config.data?.timezone ?? 'Asia/Bangkok' })}</Typography.Paragraph>
          <Steps current={STEPS.indexOf(step)} items={STEPS.map((s) => ({ title: t(`timeclock:steps.${s}`) }))} data-testid="timeclock-steps" />

          {step === 'upload' && (
            <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => void send()}>
              <Form.Item label={t('timeclock:upload.company')} htmlFor={fieldId('companyId')}>
                <Select id={fieldId('companyId')} data-testid={fieldId('companyId')} value={companyId} onChange={setCompanyId} loading={companies.isLoading}
                  showSearch={{ optionFilterProp: 'label' }} options={companies.data?.map((o) => ({ value: o.id ?? o.value, label: o.label }))} />
              </Form.Item>
              <Form.Item label={t('timeclock:upload.file')} validateStatus={fileError ? 'error' : undefined} help={fileError ?? undefined}>
                <Upload.Dragger accept=".csv,.txt,.tsv,.dat,.xlsx" maxCount={1} data-testid="timeclock-file"
                  fileList={file ? [{ uid: 'file', name: file.name, size: file.size, status: 'done' }] : []}
                  onRemove={() => { setFile(null); }}
                  beforeUpload={(f) => {
                    if (f.size > TIMECLOCK_MAX_BYTES) { setFileError(t('timeclock:upload.tooLarge')); return Upload.LIST_IGNORE; }
                    setFileError(null); setFile(f); return false;
                  }}>
                  <p className="ant-upload-drag-icon"><InboxOutlined /></p>
                  <p className="ant-upload-text">{t('timeclock:upload.drop')}</p>
                  <p className="ant-upload-hint">{t('timeclock:upload.hint')}</p>
                </Upload.Dragger>
              </Form.Item>
              {upload.isPending && <Progress percent={Math.round(progress * 100)} status="active" aria-label={t('timeclock:upload.uploading')} data-testid="upload-progress" />}
              <Button type="primary" htmlType="submit" loading={upload.isPending} disabled={!file || !companyId} data-testid="timeclock-upload">{t('timeclock:upload.button')}</Button>
            </Form>
          )}
          {step === 'upload' && <BatchList companyId={companyId} />}

          {step === 'mapping' && preview && (
            <MappingForm preview={preview} busy={reread.isPending} errors={fieldErrors} onSubmit={(m) => void check(m)} onBack={start} />
          )}
          {step === 'mapping' && fileError && <Typography.Text type="danger">{fileError}</Typography.Text>}

          {step === 'preview' && preview?.counts && (
            <PreviewPanel preview={preview} busy={commit.isPending} onImport={confirmImport} onBack={() => setStep('mapping')} />
          )}

          {step === 'result' && !result && (
            <Space orientation="vertical" align="center" style={{ width: '100%', padding: 48 }} aria-live="polite" data-testid="timeclock-importing">
              <Spin size="large" />
              <Typography.Text>{t('timeclock:result.importing')}</Typography.Text>
            </Space>
          )}
          {step === 'result' && result && (
            <Result status="success" data-testid="timeclock-result"
              title={t('timeclock:result.done', { count: result.counts.new, n: n(result.counts.new) })}
              subTitle={t('timeclock:result.skipped', { duplicates: n(result.counts.duplicates), unknown: n(result.counts.unknownLines), bad: n(result.counts.badLines) })}
              extra={(
                <Space wrap>
                  <Button type="primary" onClick={start} data-testid="timeclock-again">{t('timeclock:result.again')}</Button>
                  {!rollback.data && result.counts.new > 0 && (
                    <Button danger onClick={() => { rollback.reset(); setRollingBack(true); }} data-testid="timeclock-rollback">{t('timeclock:result.rollback')}</Button>
                  )}
                </Space>
              )}>
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                {rollback.data && (
                  <Alert type="warning" showIcon data-testid="timeclock-rolled-back"
                    title={t('timeclock:result.rolledBack', { count: rollback.data.voided, n: n(rollback.data.voided) })} />
                )}
                <CountFigures counts={result.counts} />
              </Space>
              <ReasonDialog open={rollingBack} title={t('timeclock:result.rollbackTitle')} text={t('timeclock:result.rollbackText')} label={t('timeclock:result.reason')}
                okText={t('timeclock:result.rollbackOk')} cancelText={t('timeclock:preview.cancel')} busy={rollback.isPending}
                error={rollback.error instanceof ApiError ? rollback.error.envelope.msg.text : rollback.error ? String(rollback.error) : null}
                onCancel={() => setRollingBack(false)}
                onOk={(reason) => rollback.mutate({ batchId: result.batchId, reason }, { onSuccess: () => setRollingBack(false) })} />
            </Result>
          )}
        </Space>
      </Card>
    </div>
  );
}
