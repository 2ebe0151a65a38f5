import { Button, Card, Descriptions, Empty, Flex } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_KINDS, type AddressKind } from '@hr/domain/employee/address';
import { THAILAND } from '@hr/domain/countries';
import { api } from '../../lib/api';
import { fieldLabel } from '../../lib/field-label';
import { useLang } from '../../lib/hooks';
import { countryName } from '../address/countries';
import { AddressForm, toAddressBody } from './AddressForm';
import { formatValue } from './format-value';
import { useRecordEdit } from './record-edit';

type Address = Record<string, unknown> & { kind: AddressKind; country: string };

/**
 * The addresses tab: the current and the permanent address side by side, each edited in the
 * record's drawer with the address form. Thai places show in the reader's language (the server
 * adds their English names); a country by its name in the reader's language.
 */
export function AddressesSection({ rows }: { rows: Address[] }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const edit = useRecordEdit();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const open = (kind: AddressKind) => edit.editWith({
    title: t(`employee:record.address.${kind}`),
    initial: byKind.get(kind) ?? { kind },
    Form: ({ form, initial }: { form: FormInstance; initial: Record<string, unknown> | null }) => <AddressForm form={form} initial={initial} hasCurrent={byKind.has('current')} />,
    submit: (values) => {
      const body = toAddressBody(values);
      return edit.mode === 'self'
        ? api.post('/1.0/save/self/address', body, { dialog: false })
        : api.post('/1.0/save/address', { employeeId: edit.employeeId, ...body }, { dialog: false });
    },
  });
  const items = (a: Address) => {
    const thai = a.country === THAILAND;
    const parts: Array<[string, unknown]> = [
      ['country', countryName(t, a.country)], ['residenceType', formatValue('residenceType', a.residenceType, lang, t)], ['addressLine', a.addressLine],
      ...(thai
        ? [['subDistrict', a.subDistrictLabel], ['district', a.districtLabel], ['province', a.provinceLabel], ['zipCode', a.zipCode]] as Array<[string, unknown]>
        : [['city', a.city], ['state', a.state], ['zipCode', a.zipCode]] as Array<[string, unknown]>),
    ];
    return parts.map(([k, v]) => ({
      key: k, label: k === 'zipCode' && !thai ? t('employee:record.address.postalCode') : fieldLabel(t, k), children: v === null || v === undefined || v === '' ? '—' : String(v),
    }));
  };
  return (
    <Flex gap={16} wrap>
      {ADDRESS_KINDS.map((kind) => {
        const a = byKind.get(kind);
        return (
          <Card key={kind} size="small" title={t(`employee:record.address.${kind}`)} style={{ flex: '1 1 420px' }} data-testid={`address-${kind}`}
            extra={edit.canEdit && <Button icon={<EditOutlined />} onClick={() => open(kind)} data-testid={`edit-address-${kind}`}>{t('masters:ui.edit')}</Button>}>
            {a ? <Descriptions size="small" column={1} items={items(a)} /> : <Empty description={t('employee:record.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
          </Card>
        );
      })}
    </Flex>
  );
}
