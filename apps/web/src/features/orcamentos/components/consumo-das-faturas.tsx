import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toastError } from '../../../lib/api-client.ts';
import { type ConsumoDaUnidade, useConsumoDasFaturas } from '../api.ts';
import { preencherMeses, preencherVazios } from '../preencher-consumo.ts';
import type { FormDaProposta } from './proposta-secoes.tsx';

// Issue 25: the 12 months of consumption from the customer's invoices already in Irradia. A month
// without an invoice stays empty for the user to type; fornecimento, modalidade and tarifa are
// filled only where the form is still empty. Nothing is saved until "Salvar e calcular".

const rotuloDa = (u: ConsumoDaUnidade) => `UC ${u.matricula}${u.nome ? ` · ${u.nome}` : ''}`;

/** The value every unit agrees on, or null (the sum of units of different tariffs has none). */
function comum<T>(valores: T[]): T | null {
  const [primeiro] = valores;
  return primeiro !== undefined && primeiro !== null && valores.every((v) => v === primeiro)
    ? primeiro
    : null;
}

/** Several units summed month by month: a month is null only when every unit lacks it. */
function somarUnidades(lista: ConsumoDaUnidade[]) {
  const meses = Array.from({ length: 12 }, (_, i) => {
    const lidos = lista.map((u) => u.consumo_mensal_kwh[i]).filter((v): v is number => typeof v === 'number');
    return lidos.length ? lidos.reduce((s, v) => s + v, 0) : null;
  });
  return {
    rotulo: `${lista.length} unidades somadas`,
    meses,
    fornecimento: comum(lista.map((u) => u.fornecimento)),
    modalidade: comum(lista.map((u) => u.gd)),
    tarifa: comum(lista.map((u) => u.tarifa_rs_kwh)),
  };
}

type Origem = ReturnType<typeof somarUnidades>;

const daUnidade = (u: ConsumoDaUnidade): Origem => ({
  rotulo: `as faturas da ${rotuloDa(u)}`,
  meses: u.consumo_mensal_kwh,
  fornecimento: u.fornecimento,
  modalidade: u.gd,
  tarifa: u.tarifa_rs_kwh,
});

const FEITOS = {
  fornecimento: 'o fornecimento',
  modalidade: 'a modalidade',
  tarifa: 'a tarifa da última fatura',
} as const;

/** Writes `o` into the form (a month without an invoice is emptied); the sentence that tells the user what was filled. */
function preencher(form: FormDaProposta, o: Origem): string {
  preencherMeses(form, o.meses);
  const outros = preencherVazios(form, o).map((c) => FEITOS[c]);
  const n = o.meses.filter((v) => v !== null).length;
  const faltam = 12 - n;
  const meses = n === 1 ? '1 mês preenchido' : `${n} meses preenchidos`;
  const frase = [`${meses} com ${o.rotulo}.`];
  if (outros.length) frase.push(`Também ${outros.join(', ')}.`);
  if (faltam > 0) frase.push(`Faltam ${faltam === 1 ? '1 mês' : `${faltam} meses`}: preencha à mão.`);
  return frase.join(' ');
}

/** "Usar as faturas do cliente": loads the customer's units and fills the Consumo section. */
export function ConsumoDasFaturas({ form, uuid }: { form: FormDaProposta; uuid: string }) {
  const carregar = useConsumoDasFaturas(uuid);
  const [unidades, setUnidades] = useState<ConsumoDaUnidade[] | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  const usar = (o: Origem) => {
    setAviso(preencher(form, o));
    setUnidades(null);
  };
  const buscar = async () => {
    setAviso(null);
    try {
      const { data } = await carregar.mutateAsync();
      const [unica] = data;
      if (data.length === 0)
        setAviso(
          'O cliente não tem faturas no Irradia. Importe as faturas das unidades dele ou digite o consumo.',
        );
      else if (data.length === 1 && unica) usar(daUnidade(unica));
      else setUnidades(data);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Stack gap="2">
      <HStack>
        <Button variant="outline" onClick={() => void buscar()} loading={carregar.isPending}>
          <FileText aria-hidden /> Usar as faturas do cliente
        </Button>
      </HStack>
      {unidades && (
        <Stack gap="2" role="group" aria-label="Unidades do cliente">
          <Text fontSize="sm">O cliente tem {unidades.length} unidades com faturas. Qual usar?</Text>
          <HStack gap="2" wrap="wrap">
            {unidades.map((u) => (
              <Button key={u.uuid} size="sm" variant="outline" onClick={() => usar(daUnidade(u))}>
                {rotuloDa(u)} ({u.meses_encontrados} meses)
              </Button>
            ))}
            <Button size="sm" variant="outline" onClick={() => usar(somarUnidades(unidades))}>
              Somar todas
            </Button>
          </HStack>
        </Stack>
      )}
      {aviso && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {aviso}
        </Text>
      )}
    </Stack>
  );
}
