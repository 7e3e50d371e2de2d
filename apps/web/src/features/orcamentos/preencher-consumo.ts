import { FORNECIMENTOS } from '@irradia/shared/faturas/faturas.campos';
import { numeroNoCampo } from '../catalogo/campos.ts';
import type { FormDaProposta } from './components/proposta-secoes.tsx';

// Filling the proposal's form from invoices (decision 034: the customer's invoices in Irradia;
// decision 036: invoice PDFs dropped on the proposal). The form only: nothing is saved until the
// user clicks "Salvar e calcular".

const opcoes = { shouldDirty: true, shouldValidate: false } as const;

/** Writes the months (January first): a number fills its month, null empties it, undefined leaves it as it is. */
export function preencherMeses(form: FormDaProposta, meses: ReadonlyArray<number | null | undefined>) {
  meses.forEach((v, i) => {
    if (v !== undefined) form.setValue(`consumo_mensal_kwh.${i}`, numeroNoCampo(v), opcoes);
  });
  form.clearErrors('consumo_mensal_kwh');
}

/** What invoices say beyond consumption (null: not read, or the invoices disagree). */
export interface DadosDasFaturas {
  fornecimento: string | null;
  modalidade: string | null;
  tarifa: number | null;
}

/** Fills fornecimento, modalidade and tarifa only where the form is still empty; says which it filled. */
export function preencherVazios(form: FormDaProposta, d: DadosDasFaturas): Array<keyof DadosDasFaturas> {
  const feitos: Array<keyof DadosDasFaturas> = [];
  const atual = form.getValues();
  if (!atual.fornecimento && d.fornecimento && d.fornecimento in FORNECIMENTOS) {
    form.setValue('fornecimento', d.fornecimento, opcoes);
    feitos.push('fornecimento');
  }
  if (!atual.modalidade && d.modalidade) {
    form.setValue('modalidade', d.modalidade, opcoes);
    feitos.push('modalidade');
  }
  if (!atual.tarifa_rs_kwh.trim() && d.tarifa !== null) {
    form.setValue('tarifa_rs_kwh', numeroNoCampo(d.tarifa), opcoes);
    feitos.push('tarifa');
  }
  return feitos;
}
