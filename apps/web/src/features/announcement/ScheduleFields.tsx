import { Col, Form, Radio, Row } from 'antd';
import type { DatePickerProps, FormRule } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../lib/dates';
import { FieldItem } from '../../lib/form-controls';
import { LocalDatePicker } from '../../shell/LocalDatePicker';
import type { FormField } from './form-values';

/** A date and time in the reader's calendar (Buddhist-era years in Thai), five-minute steps. */
function DateTimePicker(props: DatePickerProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <LocalDatePicker {...props} showTime={{ format: 'HH:mm', minuteStep: 5 }} format={DATE_FORMATS.dateTime} needConfirm={false} style={{ width: '100%' }}
      placeholder={t('announcement:form.pickDateTime')} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
  );
}

/** Publish now or at a start; the end (after the start) is always asked. */
export function ScheduleFields({ rules }: { rules: (name: FormField, required?: boolean) => FormRule[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const schedule = Form.useWatch('schedule', form) as string | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <FieldItem name="schedule" label={t('announcement:fields.schedule')} rules={rules('schedule', true)} required>
          <Radio.Group>
            <Radio value="now" data-testid="schedule-now">{t('announcement:schedule.now')}</Radio>
            <Radio value="scheduled" data-testid="schedule-scheduled">{t('announcement:schedule.scheduled')}</Radio>
          </Radio.Group>
        </FieldItem>
      </Col>
      {schedule === 'scheduled' && (
        <Col xs={24} md={8}>
          <FieldItem name="startAt" label={t('announcement:fields.startAt')} rules={rules('startAt', true)} required>
            <DateTimePicker data-testid="start-at" />
          </FieldItem>
        </Col>
      )}
      <Col xs={24} md={8}>
        <FieldItem name="endAt" label={t('announcement:fields.endAt')} rules={rules('endAt', true)} required extra={t('announcement:form.endHint')}>
          <DateTimePicker data-testid="end-at" />
        </FieldItem>
      </Col>
    </Row>
  );
}
