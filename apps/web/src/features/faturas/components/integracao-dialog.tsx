import {
  Alert,
  Button,
  Dialog,
  HStack,
  Input,
  List,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ETAPAS_INTEGRACAO,
  type EtapaIntegracao,
  type IntegracaoEntrada,
  type ProgressoIntegracao,
  ZIntegracaoEntrada,
} from '@irradia/shared/faturas/faturas.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { FecharOuVer, StepDialog } from '../../../components/step-dialog.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { useChannel } from '../../../lib/realtime.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  faturasQueries,
  type Integracao,
  useConcessionarias,
  useCriarIntegracao,
  useIntegracao,
} from '../api.ts';

type Estado = Pick<Integracao, 'etapa' | 'faturas_importadas' | 'mensagem'>;
const ORDEM: Record<EtapaIntegracao, number> = {
  autenticando: 0,
  importando_faturas: 1,
  concluida: 2,
  falhou: 2,
};
const ACESSOS = { login: 'Login', sessao: 'Sessão capturada', pdf: 'Somente PDF' } as const;

/** The furthest of two reports of the same run (the channel and the safety-net poll may cross). */
function maisAdiante(a: Estado | null, b: Estado | null): Estado | null {
  if (!a || !b) return a ?? b;
  if (ORDEM[a.etapa] !== ORDEM[b.etapa]) return ORDEM[a.etapa] > ORDEM[b.etapa] ? a : b;
  return a.faturas_importadas >= b.faturas_importadas ? a : b;
}

const umAnoAtras = () => `${new Date().getFullYear() - 1}-01-01`;

/**
 * Spec §4/§5 integration wizard: the utility (its way of access explained; PDF-only ones cannot be
 * chosen), the app's login and password, the first month to import; then the background job's
 * steps as they arrive on the company channel.
 */
export function IntegracaoDialog(props: { usina: string; open: boolean; onOpenChange(open: boolean): void }) {
  const qc = useQueryClient();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const concessionarias = useConcessionarias(props.open);
  const criar = useCriarIntegracao(props.usina);
  const [integracao, setIntegracao] = useState<Integracao | null>(null);
  const [vivo, setVivo] = useState<Estado | null>(null);
  const [antesDeFalhar, setAntesDeFalhar] = useState<EtapaIntegracao>('autenticando');
  const form = useForm<IntegracaoEntrada>({
    resolver: zodResolver(ZIntegracaoEntrada) as never,
    defaultValues: { concessionaria: '', login: '', senha: '', importar_desde: umAnoAtras() },
  });
  const { errors, isSubmitting } = form.formState;
  const escolhida = concessionarias.data?.find((c) => c.uuid === form.watch('concessionaria'));

  const terminou = vivo?.etapa === 'concluida' || vivo?.etapa === 'falhou';
  const consulta = useIntegracao(props.usina, integracao?.uuid ?? null, Boolean(integracao) && !terminou);
  const estado = maisAdiante(vivo, consulta.data?.data ?? null);

  function registrar(novo: Estado) {
    // The last step seen before the end is where a failure happened.
    if (novo.etapa !== 'concluida' && novo.etapa !== 'falhou') setAntesDeFalhar(novo.etapa);
    setVivo((atual) => maisAdiante(atual, novo));
  }

  useChannel<ProgressoIntegracao | { tipo?: string }>(
    integracao && empresa ? canalEmpresa(empresa) : null,
    (m) => {
      if (m.tipo !== 'integracao') return;
      const p = m as ProgressoIntegracao;
      if (p.uuid !== integracao?.uuid) return;
      registrar(p);
      if (p.etapa === 'concluida' || p.faturas_importadas > 0)
        void qc.invalidateQueries({ queryKey: faturasQueries.todas() });
    },
  );

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) {
      if (integracao) {
        void qc.invalidateQueries({ queryKey: faturasQueries.integracoesTodas() });
        void qc.invalidateQueries({ queryKey: faturasQueries.todas() });
      }
      setIntegracao(null);
      setVivo(null);
      setAntesDeFalhar('autenticando');
      form.reset({ concessionaria: '', login: '', senha: '', importar_desde: umAnoAtras() });
    }
  }

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const r = await criar.mutateAsync(v);
      setIntegracao(r.data);
      setVivo(r.data);
    } catch (err) {
      showSubmitError(err, form.setError, ['concessionaria', 'login', 'senha', 'importar_desde']);
    }
  });

  return (
    <StepDialog
      open={props.open}
      onOpenChange={fechar}
      title="Ligar ao aplicativo da concessionária"
      footer={
        !integracao ? (
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancelar</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" form="form-integracao" colorPalette="orange" loading={isSubmitting}>
              Conectar e importar
            </Button>
          </>
        ) : (
          <FecharOuVer terminou={terminou} rotulo="Ver faturas" onClick={() => fechar(false)} />
        )
      }
    >
      {!integracao ? (
        <form id="form-integracao" onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Use o mesmo acesso do aplicativo ou do site da concessionária. A senha fica guardada cifrada e
              nunca é mostrada.
            </Text>
            <FormField label="Concessionária" required error={errors.concessionaria?.message}>
              <Controller
                control={form.control}
                name="concessionaria"
                render={({ field }) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field {...field}>
                      <option value="">
                        {concessionarias.isLoading ? 'Carregando as concessionárias…' : 'Selecione'}
                      </option>
                      {concessionarias.data?.map((c) => (
                        <option key={c.uuid} value={c.uuid} disabled={c.acesso === 'pdf'}>
                          {c.sigla} — {c.nome}
                          {c.acesso === 'pdf' ? ' (somente PDF)' : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
            </FormField>
            {escolhida && (
              <Text fontSize="sm" bg="bg.muted" p="3" rounded="md" data-testid="explicacao-acesso">
                <Text as="span" fontWeight="semibold">
                  {ACESSOS[escolhida.acesso]}:{' '}
                </Text>
                {escolhida.explicacao}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              As concessionárias marcadas “somente PDF” ainda não têm importação automática: envie o PDF de
              cada fatura na tela Faturas.
            </Text>
            <FormField label="Login do aplicativo" required error={errors.login?.message}>
              <Input autoComplete="off" {...form.register('login')} />
            </FormField>
            <FormField label="Senha do aplicativo" required error={errors.senha?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('senha')} />
            </FormField>
            <FormField
              label="Importar faturas desde"
              required
              helper="As faturas a partir deste mês são trazidas com o PDF."
              error={errors.importar_desde?.message}
            >
              <Input type="date" {...form.register('importar_desde')} />
            </FormField>
          </Stack>
        </form>
      ) : (
        estado && (
          <Passos estado={estado} antesDeFalhar={antesDeFalhar} sigla={integracao.concessionaria.sigla} />
        )
      )}
    </StepDialog>
  );
}

type EstadoPasso = 'feito' | 'atual' | 'pendente' | 'erro';
const FALA: Record<EstadoPasso, string> = {
  feito: 'concluído',
  atual: 'em andamento',
  pendente: 'aguardando',
  erro: 'falhou',
};

/** Autenticando → Importando faturas → Concluída (or Falhou, with the utility's message). */
function Passos(props: { estado: Estado; antesDeFalhar: EtapaIntegracao; sigla: string }) {
  const { etapa, faturas_importadas, mensagem } = props.estado;
  const falhou = etapa === 'falhou';
  const ondeFalhou = falhou ? ORDEM[props.antesDeFalhar] : -1;
  const passo = (i: number): EstadoPasso => {
    if (falhou) return i < ondeFalhou ? 'feito' : i === ondeFalhou ? 'erro' : 'pendente';
    const atual = ORDEM[etapa];
    if (etapa === 'concluida') return 'feito';
    return i < atual ? 'feito' : i === atual ? 'atual' : 'pendente';
  };
  const itens: Array<[string, EstadoPasso]> = [
    [ETAPAS_INTEGRACAO.autenticando, passo(0)],
    [ETAPAS_INTEGRACAO.importando_faturas, passo(1)],
    falhou ? [ETAPAS_INTEGRACAO.falhou, 'erro'] : [ETAPAS_INTEGRACAO.concluida, passo(2)],
  ];
  return (
    <Stack gap="4" aria-live="polite">
      <List.Root gap="3" variant="plain" as="ol" aria-label="Etapas da integração">
        {itens.map(([rotulo, e]) => (
          <List.Item
            key={rotulo}
            data-estado={e}
            aria-current={e === 'atual' ? 'step' : undefined}
            alignItems="center"
          >
            <List.Indicator
              asChild
              color={e === 'feito' ? 'green.fg' : e === 'erro' ? 'fg.error' : 'fg.muted'}
            >
              {e === 'atual' ? (
                <Spinner size="sm" />
              ) : e === 'feito' ? (
                <CheckCircle2 />
              ) : e === 'erro' ? (
                <XCircle />
              ) : (
                <Circle />
              )}
            </List.Indicator>
            <Text fontWeight={e === 'atual' ? 'semibold' : undefined}>
              {rotulo}
              <Text as="span" srOnly>
                {' '}
                ({FALA[e]})
              </Text>
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {(etapa === 'importando_faturas' || etapa === 'concluida' || faturas_importadas > 0) && (
        <Text data-testid="faturas-importadas">{faturas_importadas} fatura(s) importada(s)</Text>
      )}
      {falhou && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A importação falhou</Alert.Title>
            <Alert.Description>
              {mensagem ?? `A ${props.sigla} não respondeu como esperado. Tente de novo mais tarde.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {etapa === 'concluida' && (
        <HStack color="green.fg">
          <CheckCircle2 />
          <Text fontWeight="semibold">Faturas da {props.sigla} importadas. As novas chegam sozinhas.</Text>
        </HStack>
      )}
      {!falhou && etapa !== 'concluida' && (
        <Text fontSize="sm" color="fg.muted">
          Você pode fechar esta janela: a importação continua em segundo plano e avisa quando terminar.
        </Text>
      )}
    </Stack>
  );
}
