import { useTranslation } from 'react-i18next';
import { FlatFaresBlock } from './FlatFaresBlock';
import { FormulaBlock } from './FormulaBlock';
import { HourlyBlock } from './HourlyBlock';
import { SUPPLEMENT_KEYS, SUPPLEMENT_KINDS } from './tariff-draft';
import { useRate } from './tariff-editor-context';
import { EditorBlock, MoneyInput, WholeInput } from './TariffFields';

/** The supplements and the return discount of a pair: amounts in euros, the rest whole numbers. */
const SupplementsBlock = ({ index }: { index: number }) => {
  const { t } = useTranslation('admin');
  const { rate, at, editRate } = useRate(index);
  if (!rate) return null;
  return (
    <EditorBlock title={t('adminTariff.rates.supplements.title')}>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        {SUPPLEMENT_KEYS.map((key) => {
          const Input = SUPPLEMENT_KINDS[key] === 'amount' ? MoneyInput : WholeInput;
          return (
            <Input
              key={key}
              label={t(`adminTariff.rates.supplements.${key}`)}
              path={`${at}.supplements.${key}`}
              value={rate.supplements[key]}
              onChange={(value) => editRate((edited) => void (edited.supplements[key] = value))}
            />
          );
        })}
        <WholeInput
          label={t('adminTariff.rates.returnDiscount')}
          path={`${at}.returnDiscountPercent`}
          value={rate.returnDiscount}
          onChange={(value) => editRate((edited) => void (edited.returnDiscount = value))}
        />
      </div>
    </EditorBlock>
  );
};

/** Every price of one service with one vehicle (docs/product/back-office.md#tarifs). */
export const RateEditor = ({ index }: { index: number }) => (
  <div className="flex flex-col gap-6 border-t border-slate-200 pt-4">
    <FlatFaresBlock index={index} />
    <FormulaBlock index={index} />
    <HourlyBlock index={index} />
    <SupplementsBlock index={index} />
  </div>
);
