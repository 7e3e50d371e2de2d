import {
  Box,
  Button,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAMPOS_FATURA,
  CAMPOS_NUMERICOS,
  type CampoNumerico,
  type CamposFatura,
  STATUS_FATURA,
  type StatusFatura,
} from '@irradia/shared/faturas/faturas.campos';
import { type FaturaEntrada, TIPOS_UNIDADE, ZFaturaEntrada } from '@irradia/shared/faturas/faturas.schema';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Leitura, useCriarFatura, useUnidadesParaEscolha } from '../api.ts';
import { numeroDigitado, numeroNoCampo, SUFIXO } from '../campos.ts';
import { ItensLidos } from './itens-lidos.tsx';
import { Lugar, Marca } from './marcas-da-leitura.tsx';
import { PreviaPdf, useUrlDoPdf } from './previa-pdf.tsx';
import { ResumoDaLeitura } from './resumo-da-leitura.tsx';

type Campo = keyof CamposFatura;

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

const AJUDA_NAO_LIDO = 'Não foi lido no PDF: confira na fatura e preencha';
const AJUDA_CONFERIR = 'Lido com incerteza: compare com o PDF';

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
 * Spec §3/§5: every field the reader read (with where, in the PDF beside the form) or could not
 * read, for the user to confirm before the invoice is saved. Used for an uploaded PDF and for one
 * that arrived by e-mail: `lida.pdf` is the stored PDF the invoice keeps.
 */
export function ConferirFatura(props: {
  lida: Leitura;
  pdf: { blob: Blob | undefined; carregando: boolean; erro: string | null };
  voltar: { rotulo: string; onClick(): void };
  onSalva(): void;
  ativa: boolean;
}) {
  const { lida } = props;
  const l = lida.leitura;
  const naoLidos = new Set<Campo>(l.ok ? l.nao_lidos : []);
  const conferir = new Set<Campo>(l.ok ? (l.conferir ?? []).filter((c) => !naoLidos.has(c)) : []);
  const origem = l.ok ? (l.origem ?? {}) : {};
  const campos: CamposFatura = l.ok ? l.campos : {};
  const unidades = useUnidadesParaEscolha('', props.ativa);
  const criar = useCriarFatura();
  const url = useUrlDoPdf(props.pdf.blob);
  const [pagina, setPagina] = useState(1);
  const previa = useRef<HTMLDivElement>(null);
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

  // On a phone the preview sits below the form: a click on a place brings it into view.
  function ver(p: number, rolar: boolean) {
    setPagina(p);
    const el = previa.current;
    if (!rolar || !el) return;
    const topo = el.getBoundingClientRect().top;
    if (topo < 0 || topo > window.innerHeight - 120)
      el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  // A field the layout should carry but could not be read (orange, to type), or one read with
  // doubt (blue, to check against the PDF); focusing a read field shows its page.
  const caixa = (campo: Campo) => {
    const o = origem[campo];
    const estilo = naoLidos.has(campo)
      ? { 'data-nao-lido': 'true', bg: 'orange.subtle', borderColor: 'orange.solid', borderWidth: '1px' }
      : conferir.has(campo)
        ? { 'data-conferir': 'true', bg: 'blue.subtle', borderColor: 'blue.solid', borderWidth: '1px' }
        : {};
    return {
      'data-campo': campo,
      p: '2',
      rounded: 'md',
      ...estilo,
      onFocus: o ? () => setPagina(o.pagina) : undefined,
    };
  };
  const ajuda = (campo: Campo, fixa?: string): ReactNode => {
    const o = origem[campo];
    const texto = naoLidos.has(campo) ? AJUDA_NAO_LIDO : conferir.has(campo) ? AJUDA_CONFERIR : fixa;
    if (!texto && !o) return null;
    return (
      <Field.HelperText>
        <Stack gap="1">
          {texto && <span>{texto}</span>}
          {o && <Lugar origem={o} onVer={ver} />}
        </Stack>
      </Field.HelperText>
    );
  };
  const rotulo = (campo: Campo, texto: ReactNode, obrigatorio = false) => (
    <HStack justify="space-between" align="start" gap="2">
      <Field.Label>
        {texto}
        {obrigatorio && <Field.RequiredIndicator />}
      </Field.Label>
      <Marca naoLido={naoLidos.has(campo)} conferir={conferir.has(campo)} />
    </HStack>
  );

  const lista = unidades.data?.data ?? [];
  return (
    <>
      <Dialog.Body>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <form id="form-fatura" onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <ResumoDaLeitura lida={lida} naoLidos={naoLidos} conferir={conferir} onVer={ver} />
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
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 2 }} gap="2">
                <Box {...caixa('mes_referencia')}>
                  <Field.Root invalid={Boolean(errors.mes_referencia)} required>
                    {rotulo('mes_referencia', 'Mês de referência', true)}
                    <Input type="month" placeholder="AAAA-MM" bg="bg" {...form.register('mes_referencia')} />
                    {!errors.mes_referencia && ajuda('mes_referencia')}
                    <Field.ErrorText>{errors.mes_referencia?.message}</Field.ErrorText>
                  </Field.Root>
                </Box>
                <Box {...caixa('vencimento')}>
                  <Field.Root invalid={Boolean(errors.vencimento)}>
                    {rotulo('vencimento', 'Vencimento')}
                    <Input type="date" bg="bg" {...form.register('vencimento')} />
                    {!errors.vencimento && ajuda('vencimento')}
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
                  const def = CAMPOS_FATURA[c];
                  const erro = errors[c]?.message;
                  return (
                    <Box key={c} {...caixa(c)}>
                      <Field.Root invalid={Boolean(erro)}>
                        {rotulo(c, `${def.rotulo} (${SUFIXO[def.unidade]})`)}
                        <Input inputMode="decimal" autoComplete="off" bg="bg" {...form.register(c)} />
                        {!erro && ajuda(c, def.ajuda)}
                        <Field.ErrorText>{erro}</Field.ErrorText>
                      </Field.Root>
                    </Box>
                  );
                })}
              </SimpleGrid>
              <ItensLidos itens={campos.itens ?? []} />
            </Stack>
          </form>
          <Box
            position={{ lg: 'sticky' }}
            top="0"
            h={{ base: '75dvh', lg: 'calc(100dvh - 13rem)' }}
            minH="80"
          >
            <PreviaPdf
              ref={previa}
              url={url}
              pagina={pagina}
              carregando={props.pdf.carregando}
              erro={props.pdf.erro}
            />
          </Box>
        </Grid>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack>
          <Button variant="outline" onClick={props.voltar.onClick}>
            {props.voltar.rotulo}
          </Button>
          <Button type="submit" form="form-fatura" colorPalette="orange" loading={isSubmitting}>
            Salvar fatura
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}
