import {
  Alert,
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CamposFatura,
  CLASSES_CONSUMO,
  FORNECIMENTOS,
  STATUS_FATURA,
  type StatusFatura,
} from '@irradia/shared/faturas/faturas.campos';
import { type FaturaEntrada, TIPOS_UNIDADE, ZFaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Leitura, useCriarFatura, useLerPdf, useUnidadesParaEscolha } from '../api.ts';
import {
  CAMPOS,
  CAMPOS_NUMERICOS,
  type CampoNumerico,
  numeroDigitado,
  numeroNoCampo,
  reais,
  SUFIXO,
} from '../campos.ts';

const PDF_MAX_BYTES = 5 * 1024 * 1024;

type FormFatura = {
  unidade: string;
  mes_referencia: string;
  vencimento: string;
  status: StatusFatura;
} & Record<CampoNumerico, string>;

/** The shared invoice schema, after the Brazilian numbers typed ('1.234,56') become plain ones. */
const ZFormFatura = z.preprocess((v) => {
  const o = { ...(v as Record<string, unknown>) };
  for (const c of CAMPOS_NUMERICOS) o[c] = numeroDigitado(o[c]);
  return o;
}, ZFaturaEntrada);

const CAMPOS_DO_FORM = ['unidade', 'mes_referencia', 'vencimento', 'status', 'pdf', ...CAMPOS_NUMERICOS];

function valoresIniciais(l: Leitura): FormFatura {
  const c: CamposFatura = l.leitura.ok ? l.leitura.campos : {};
  const numeros = Object.fromEntries(CAMPOS_NUMERICOS.map((k) => [k, numeroNoCampo(c[k])])) as Record<
    CampoNumerico,
    string
  >;
  return {
    unidade: l.unidade?.uuid ?? '',
    mes_referencia: c.mes_referencia ?? '',
    vencimento: c.vencimento ?? '',
    status: 'aberta',
    ...numeros,
  };
}

/**
 * Spec §3/§5 invoice upload: the PDF is read by the server, then every field it read (or could
 * not read, highlighted) is shown for the user to confirm before the invoice is saved.
 */
export function EnviarFaturaDialog(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string>();
  const [lida, setLida] = useState<Leitura | null>(null);
  const ler = useLerPdf();

  function fechar(open: boolean) {
    props.onOpenChange(open);
    if (!open) {
      setArquivo(null);
      setErroArquivo(undefined);
      setLida(null);
    }
  }

  function enviarArquivo(e: FormEvent) {
    e.preventDefault();
    if (!arquivo) return setErroArquivo('Escolha o arquivo da fatura em PDF');
    if (arquivo.type && arquivo.type !== 'application/pdf' && !/\.pdf$/i.test(arquivo.name))
      return setErroArquivo('Envie a fatura em PDF');
    if (arquivo.size > PDF_MAX_BYTES) return setErroArquivo('A fatura em PDF deve ter no máximo 5 MB');
    setErroArquivo(undefined);
    ler.mutate(arquivo, {
      onSuccess: (r) => setLida(r.data),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 422) setErroArquivo(err.fieldErrors.arquivo);
        toastError(err);
      },
    });
  }

  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(e) => fechar(e.open)}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{lida ? 'Confira a fatura' : 'Enviar fatura em PDF'}</Dialog.Title>
            </Dialog.Header>
            {!lida ? (
              <>
                <Dialog.Body>
                  <form id="form-pdf" onSubmit={enviarArquivo} noValidate>
                    <Stack gap="4">
                      <Text fontSize="sm" color="fg.muted">
                        Envie o PDF da fatura da concessionária (até 5 MB). O Irradia lê os valores e mostra
                        tudo para você conferir antes de salvar.
                      </Text>
                      <FormField label="Fatura em PDF" error={erroArquivo}>
                        <Input
                          type="file"
                          accept="application/pdf"
                          p="1.5"
                          onChange={(e) => {
                            setArquivo(e.target.files?.[0] ?? null);
                            setErroArquivo(undefined);
                          }}
                        />
                      </FormField>
                    </Stack>
                  </form>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancelar</Button>
                  </Dialog.ActionTrigger>
                  <Button
                    type="submit"
                    form="form-pdf"
                    colorPalette="orange"
                    loading={ler.isPending}
                    loadingText="Lendo a fatura…"
                  >
                    <FileUp /> Ler fatura
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <ConferirFatura
                lida={lida}
                onVoltar={() => setLida(null)}
                onSalva={() => fechar(false)}
                ativa={props.open}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ConferirFatura(props: { lida: Leitura; onVoltar(): void; onSalva(): void; ativa: boolean }) {
  const { lida } = props;
  const l = lida.leitura;
  const naoLidos = new Set<string>(l.ok ? l.nao_lidos : []);
  const campos: CamposFatura = l.ok ? l.campos : {};
  const unidades = useUnidadesParaEscolha('', props.ativa);
  const criar = useCriarFatura();
  const form = useForm<FormFatura>({
    resolver: zodResolver(ZFormFatura as unknown as typeof ZFaturaEntrada) as never,
    defaultValues: valoresIniciais(lida),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    const body = {
      ...(v as unknown as FaturaEntrada),
      pdf: lida.pdf,
      ...(campos.itens?.length ? { itens: campos.itens } : {}),
    };
    try {
      await criar.mutateAsync(body);
      toaster.create({ type: 'success', title: 'Fatura salva' });
      props.onSalva();
    } catch (err) {
      showSubmitError(err, form.setError, CAMPOS_DO_FORM);
    }
  });

  // A field the layout should carry but could not be read: marked, and left for the user to type.
  const destaque = (campo: string) =>
    naoLidos.has(campo)
      ? {
          'data-nao-lido': 'true',
          bg: 'orange.subtle',
          borderColor: 'orange.solid',
          borderWidth: '1px',
          rounded: 'md',
          p: '2',
        }
      : { p: '2' };
  const ajudaNaoLido = 'Não foi lido no PDF: confira na fatura e preencha';

  const lista = unidades.data?.data ?? [];
  const unidadeInfo = [
    ['Matrícula', campos.matricula, 'matricula'],
    ['Classe', campos.classe ? CLASSES_CONSUMO[campos.classe] : undefined, 'classe'],
    ['Grupo de tensão', campos.grupo_tensao, 'grupo_tensao'],
    ['Fornecimento', campos.fornecimento ? FORNECIMENTOS[campos.fornecimento] : undefined, 'fornecimento'],
    ['Modalidade', campos.gd, 'gd'],
  ] as const;

  return (
    <>
      <Dialog.Body>
        <form id="form-fatura" onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {l.ok ? (
              <Alert.Root status={naoLidos.size ? 'warning' : 'success'}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Fatura lida: {l.concessionaria}</Alert.Title>
                  <Alert.Description>
                    {naoLidos.size
                      ? `Confira os valores. ${naoLidos.size} campo(s) não puderam ser lidos e estão destacados: preencha-os com o que está na fatura.`
                      : 'Confira os valores antes de salvar.'}
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              <Alert.Root status="warning" data-testid="leitura-falhou">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Não foi possível ler esta fatura</Alert.Title>
                  <Alert.Description>
                    {l.mensagem} Preencha os campos abaixo com os dados da fatura; o PDF fica guardado com
                    ela.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {l.ok && (
              <DataList.Root orientation="horizontal" size="sm">
                {unidadeInfo.map(([rotulo, valor, campo]) => (
                  <DataList.Item key={campo}>
                    <DataList.ItemLabel>{rotulo}</DataList.ItemLabel>
                    <DataList.ItemValue color={valor ? undefined : 'fg.muted'}>
                      {valor ?? (naoLidos.has(campo) ? 'Não lido' : '—')}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            )}
            <FormField
              label="Unidade consumidora"
              required
              error={errors.unidade?.message}
              helper={
                lida.unidade
                  ? `Encontrada pela matrícula ${lida.unidade.matricula}.`
                  : campos.matricula
                    ? `Nenhuma unidade com a matrícula ${campos.matricula}: escolha a unidade.`
                    : undefined
              }
            >
              <NativeSelect.Root>
                {/* Controlled: the suggested unit shows once the list of units arrives. */}
                <Controller
                  control={form.control}
                  name="unidade"
                  render={({ field }) => (
                    <NativeSelect.Field {...field}>
                      <option value="">Selecione</option>
                      {lista.map((u) => (
                        <option key={u.uuid} value={u.uuid}>
                          {u.matricula} · {u.nome ?? TIPOS_UNIDADE[u.tipo]}
                          {u.usina ? ` · ${u.usina.nome}` : ''}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  )}
                />
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {unidades.isSuccess && lista.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                Nenhuma unidade consumidora cadastrada.{' '}
                <Link asChild colorPalette="orange">
                  <RouterLink to="/beneficiarias">Cadastre a unidade em Beneficiárias</RouterLink>
                </Link>{' '}
                e envie a fatura de novo.
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
              <Box {...destaque('mes_referencia')}>
                <Field.Root invalid={Boolean(errors.mes_referencia)} required>
                  <Field.Label>
                    Mês de referência <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="month" placeholder="AAAA-MM" {...form.register('mes_referencia')} />
                  {naoLidos.has('mes_referencia') && !errors.mes_referencia && (
                    <Field.HelperText>{ajudaNaoLido}</Field.HelperText>
                  )}
                  <Field.ErrorText>{errors.mes_referencia?.message}</Field.ErrorText>
                </Field.Root>
              </Box>
              <Box {...destaque('vencimento')}>
                <Field.Root invalid={Boolean(errors.vencimento)}>
                  <Field.Label>Vencimento</Field.Label>
                  <Input type="date" {...form.register('vencimento')} />
                  {naoLidos.has('vencimento') && !errors.vencimento && (
                    <Field.HelperText>{ajudaNaoLido}</Field.HelperText>
                  )}
                  <Field.ErrorText>{errors.vencimento?.message}</Field.ErrorText>
                </Field.Root>
              </Box>
              <Box p="2">
                <FormField label="Situação" error={errors.status?.message}>
                  <Controller
                    control={form.control}
                    name="status"
                    render={({ field }) => (
                      <NativeSelect.Root>
                        <NativeSelect.Field {...field}>
                          {Object.entries(STATUS_FATURA).map(([k, v]) => (
                            <option key={k} value={k}>
                              {v}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    )}
                  />
                </FormField>
              </Box>
              {CAMPOS_NUMERICOS.map((c) => {
                const def = CAMPOS[c];
                const erro = errors[c]?.message;
                return (
                  <Box key={c} {...destaque(c)}>
                    <Field.Root invalid={Boolean(erro)}>
                      <Field.Label>
                        {def.rotulo} ({SUFIXO[def.unidade]})
                      </Field.Label>
                      <Input inputMode="decimal" autoComplete="off" {...form.register(c)} />
                      {!erro && (naoLidos.has(c) || def.ajuda) && (
                        <Field.HelperText>{naoLidos.has(c) ? ajudaNaoLido : def.ajuda}</Field.HelperText>
                      )}
                      <Field.ErrorText>{erro}</Field.ErrorText>
                    </Field.Root>
                  </Box>
                );
              })}
            </SimpleGrid>
            {(campos.itens?.length ?? 0) > 0 && (
              <Stack gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  Itens lidos ({campos.itens?.length}) — guardados com a fatura
                </Text>
                <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Descrição</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">kWh</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {campos.itens?.map((i, n) => (
                        // Items have no id; their order on the invoice is their identity here.
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list read from the PDF
                        <Table.Row key={n}>
                          <Table.Cell>{i.descricao}</Table.Cell>
                          <Table.Cell textAlign="end">{i.kwh?.toLocaleString('pt-BR') ?? '—'}</Table.Cell>
                          <Table.Cell textAlign="end">{reais(i.valor_rs)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Stack>
            )}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack>
          <Button variant="outline" onClick={props.onVoltar}>
            Outro arquivo
          </Button>
          <Button type="submit" form="form-fatura" colorPalette="orange" loading={isSubmitting}>
            Salvar fatura
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}
