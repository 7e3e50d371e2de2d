import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPercentual } from '@irradia/shared';
import { CLASSES_CONSUMO, FORNECIMENTOS } from '@irradia/shared/faturas/faturas.campos';
import {
  DISTRIBUICOES,
  GRUPOS_TENSAO,
  TIPOS_UNIDADE,
  type UnidadeEntrada,
  ZUnidadeEntrada,
} from '@irradia/shared/faturas/faturas.schema';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Unidade, useConcessionarias, useCotasDaUsina, useSalvarUnidade, useUsinas } from '../api.ts';

type Valores = Record<
  | 'usina'
  | 'concessionaria'
  | 'tipo'
  | 'nome'
  | 'matricula'
  | 'classe'
  | 'grupo_tensao'
  | 'fornecimento'
  | 'gd'
  | 'inicio'
  | 'cota'
  | 'fim_previsto'
  | 'distribuicao',
  string
>;
const CAMPOS = [
  'usina',
  'concessionaria',
  'tipo',
  'nome',
  'matricula',
  'classe',
  'grupo_tensao',
  'fornecimento',
  'gd',
  'inicio',
  'cota',
  'fim_previsto',
  'distribuicao',
];

/** A quota typed the Brazilian way ('33,5') is the number the API takes. */
const ZForm = z.preprocess((v) => {
  const o = { ...(v as Record<string, unknown>) };
  if (typeof o.cota === 'string') o.cota = o.cota.trim().replace('%', '').replace(',', '.');
  return o;
}, ZUnidadeEntrada);

/** What a new unit starts with when it comes from an invoice: its installation number and utility (sigla). */
export interface SugestaoUnidade {
  matricula: string;
  concessionaria?: string;
}

function iniciais(u: Unidade | null, usina: string, sugestao?: SugestaoUnidade): Valores {
  return {
    usina: u?.usina?.uuid ?? usina,
    concessionaria: u?.concessionaria?.uuid ?? '',
    tipo: u?.tipo ?? 'beneficiaria',
    nome: u?.nome ?? '',
    matricula: u?.matricula ?? sugestao?.matricula ?? '',
    classe: u?.classe ?? 'residencial',
    grupo_tensao: u?.grupo_tensao ?? 'B1',
    fornecimento: u?.fornecimento ?? 'bifasico',
    gd: u?.gd ?? 'GD II',
    inicio: u?.inicio ?? '',
    cota: u?.cota === null || u?.cota === undefined ? '' : String(u.cota).replace('.', ','),
    fim_previsto: u?.fim_previsto ?? '',
    distribuicao: u?.distribuicao ?? 'autoconsumo_remoto',
  };
}

const cotaDigitada = (v: string) => {
  const n = Number(v.trim().replace('%', '').replace(',', '.'));
  return v.trim() === '' || !Number.isFinite(n) ? null : n;
};

/**
 * Spec §3/§5 consumer unit (generator or beneficiary) with its share of the plant's credits. The
 * plant's quotas never pass 100 %: what is still available shows while typing and blocks saving.
 */
export function UnidadeDialog(props: {
  unidade: Unidade | null;
  usina?: string;
  sugestao?: SugestaoUnidade;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSalva?(): void;
}) {
  const u = props.unidade;
  const usinas = useUsinas();
  const concessionarias = useConcessionarias(props.open);
  const salvar = useSalvarUnidade(u?.uuid ?? null);
  const form = useForm<Valores>({
    resolver: zodResolver(ZForm as unknown as typeof ZUnidadeEntrada) as never,
    defaultValues: iniciais(u, props.usina ?? '', props.sugestao),
  });
  const { errors, isSubmitting } = form.formState;
  const usina = form.watch('usina');
  const cota = cotaDigitada(form.watch('cota') ?? '');
  const cotas = useCotasDaUsina(usina);

  // The utility an invoice named (by its sigla) is chosen once the list of utilities arrives.
  const siglaSugerida = props.sugestao?.concessionaria?.toLowerCase();
  const sugerida = concessionarias.data?.find((c) => c.sigla.toLowerCase() === siglaSugerida)?.uuid;
  useEffect(() => {
    if (sugerida && !form.getValues('concessionaria')) form.setValue('concessionaria', sugerida);
  }, [sugerida, form]);

  // What the plant's other units already hold: the total minus this unit's own quota when editing.
  const lista = cotas.data?.data ?? [];
  const total = cotas.data
    ? (cotas.data.meta.cota_total ?? lista.reduce((a, x) => a + (x.cota ?? 0), 0))
    : null;
  const propria = u && u.usina?.uuid === usina ? (u.cota ?? 0) : 0;
  const distribuido = total === null ? null : Math.max(0, total - propria);
  const disponivel = distribuido === null ? null : Math.max(0, 100 - distribuido);
  const excede = disponivel !== null && cota !== null && cota > disponivel + 1e-9;
  const erroCota = excede
    ? `A soma das cotas da usina passaria de 100% (disponível: ${formatPercentual(disponivel)})`
    : errors.cota?.message;

  const onSubmit = form.handleSubmit(async (v) => {
    if (excede) {
      form.setError('cota', { type: 'max_total', message: erroCota });
      return;
    }
    try {
      await salvar.mutateAsync(v as unknown as UnidadeEntrada);
      toaster.create({ type: 'success', title: u ? 'Unidade atualizada' : 'Unidade cadastrada' });
      props.onOpenChange(false);
      props.onSalva?.();
    } catch (err) {
      showSubmitError(err, form.setError, CAMPOS);
    }
  });

  // Controlled selects: a dialog's fields mount late, and each must show its default.
  const select = (name: keyof Valores, opcoes: Array<[string, string]>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...field}>
            {opcoes.map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={u ? `Editar unidade ${u.matricula}` : 'Nova unidade consumidora'}
      submitLabel="Salvar"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Usina" required error={errors.usina?.message}>
            {/* Controlled: the plant shows once the list arrives. */}
            <Controller
              control={form.control}
              name="usina"
              render={({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...field}>
                    <option value="">Selecione</option>
                    {usinas.data?.data.map((x) => (
                      <option key={x.uuid} value={x.uuid}>
                        {x.nome}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
          </FormField>
          <FormField label="Tipo" required error={errors.tipo?.message}>
            {select('tipo', Object.entries(TIPOS_UNIDADE))}
          </FormField>
          <FormField label="Concessionária" required error={errors.concessionaria?.message}>
            <Controller
              control={form.control}
              name="concessionaria"
              render={({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field {...field}>
                    <option value="">{concessionarias.isLoading ? 'Carregando…' : 'Selecione'}</option>
                    {concessionarias.data?.map((c) => (
                      <option key={c.uuid} value={c.uuid}>
                        {c.sigla}
                        {c.estados.length ? ` (${c.estados.join(', ')})` : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
          </FormField>
          <FormField
            label="Matrícula (número da instalação)"
            required
            helper="Como aparece na fatura"
            error={errors.matricula?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register('matricula')} />
          </FormField>
          <FormField label="Nome (opcional)" error={errors.nome?.message} helper="Ex.: Casa da praia">
            <Input {...form.register('nome')} />
          </FormField>
          <FormField
            label="Cota dos créditos (%)"
            error={erroCota}
            helper={
              disponivel === null
                ? usina
                  ? 'Calculando o disponível…'
                  : 'Escolha a usina para ver quanto ainda está disponível'
                : undefined
            }
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="0 a 100" {...form.register('cota')} />
          </FormField>
        </SimpleGrid>
        {disponivel !== null && (
          <Text
            fontSize="sm"
            data-testid="cota-disponivel"
            color={excede ? 'fg.error' : disponivel === 0 ? 'orange.fg' : 'fg.muted'}
            aria-live="polite"
          >
            Disponível: {formatPercentual(disponivel)} (já distribuído às outras unidades da usina:{' '}
            {formatPercentual(distribuido)})
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Classe" required error={errors.classe?.message}>
            {select('classe', Object.entries(CLASSES_CONSUMO))}
          </FormField>
          <FormField label="Forma de distribuição" error={errors.distribuicao?.message}>
            {select('distribuicao', Object.entries(DISTRIBUICOES))}
          </FormField>
          <FormField label="Grupo de tensão" error={errors.grupo_tensao?.message}>
            {select(
              'grupo_tensao',
              GRUPOS_TENSAO.map((g) => [g, g]),
            )}
          </FormField>
          <FormField label="Fornecimento" error={errors.fornecimento?.message}>
            {select('fornecimento', Object.entries(FORNECIMENTOS))}
          </FormField>
          <FormField
            label="Modalidade"
            helper="GD I: compensação integral até 2045; GD II: paga parte do Fio B"
            error={errors.gd?.message}
          >
            {select('gd', [
              ['GD I', 'GD I'],
              ['GD II', 'GD II'],
            ])}
          </FormField>
          <FormField label="Início da compensação" error={errors.inicio?.message}>
            <Input type="date" {...form.register('inicio')} />
          </FormField>
          <FormField label="Fim previsto" error={errors.fim_previsto?.message}>
            <Input type="date" {...form.register('fim_previsto')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
