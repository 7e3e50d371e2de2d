import { Badge, Box, Grid, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { MAX_ITENS_CATALOGO, ZCatalogoItensEntrada } from '@irradia/shared/catalogo/catalogos.schema';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { NOMES_TIPOS_PRODUTO, type TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { numeroBr } from '@irradia/shared/format/numero';
import { formatPercentual } from '@irradia/shared/format/percentual';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { Produto } from '../api.ts';
import { reais, reaisNoCampo } from '../campos.ts';
import {
  type Catalogo,
  type CatalogoItem,
  useItensDoCatalogo,
  useSalvarItensDoCatalogo,
} from '../catalogos-api.ts';
import { useLinhasCarregadasUmaVez } from '../linhas-carregadas.ts';
import { BuscaDeProduto } from './busca-de-produto.tsx';

/** One line of the editor: the product as picked (for the figures) and the price as typed. */
export interface LinhaCatalogo {
  produto: string;
  nome: string;
  tipo: TipoProduto;
  unidade: string;
  custo_rs: number;
  removido: boolean;
  preco_rs: string;
}

/** The list, and each line's price ('itens.0.preco_rs'), up to the lines the API takes. */
const CAMPOS = [
  'itens',
  ...Array.from({ length: MAX_ITENS_CATALOGO }, (_, i) => `itens.${i}.preco_rs` as const),
] as const;

/** The lines' columns from `sm` (name, price, margin, actions), shared by the header above them. */
const COLUNAS_SM = 'minmax(0, 1fr) 8rem 7rem 7rem';

const preco = (v: string): number | null => {
  const n = lerNumeroDigitado(v);
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};

/** The owner's margin on a line: reais and the share of the price (null when it can't be told). */
export function margem(custo: number, precoRs: number | null) {
  if (precoRs === null) return { rs: null, pct: null };
  const rs = Math.round((precoRs - custo) * 100) / 100;
  return { rs, pct: precoRs > 0 ? Math.round((rs / precoRs) * 1000) / 10 : null };
}

export const porcentagem = (pct: number | null) => (pct === null ? '—' : formatPercentual(pct));

const linhaDoItem = (i: CatalogoItem): LinhaCatalogo => ({
  produto: i.produto.uuid,
  nome: i.produto.nome,
  tipo: i.produto.tipo,
  unidade: i.produto.unidade,
  custo_rs: i.produto.custo_rs,
  removido: i.produto.removido,
  preco_rs: reaisNoCampo(i.preco_rs),
});

const linhaDoProduto = (p: Produto): LinhaCatalogo => ({
  produto: p.uuid,
  nome: p.nome,
  tipo: p.tipo,
  unidade: p.unidade,
  custo_rs: p.custo_rs,
  removido: false,
  // The product's sale price is where most distributors start.
  preco_rs: reaisNoCampo(p.preco_venda_rs),
});

/**
 * A catalogue's lines: products of the company's own catalogue at the price buyers will see, with
 * the cost and margin only the owner sees. Saving replaces the whole list in the order shown, so
 * nothing is sent before the saved list has loaded into the form.
 */
export function ItensDoCatalogoDialog(props: {
  catalogo: Catalogo;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const itens = useItensDoCatalogo(props.catalogo.uuid);
  const salvar = useSalvarItensDoCatalogo(props.catalogo.uuid);
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { itens: [] as LinhaCatalogo[] },
    campos: CAMPOS,
    esquema: ZCatalogoItensEntrada,
    entrada: (v) => ({ itens: v.itens.map((l) => ({ produto: l.produto, preco_rs: l.preco_rs })) }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      if (!carregado) return;
      await salvar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: 'Itens do catálogo salvos' });
      fechar(false);
    },
  });
  const carregado = useLinhasCarregadasUmaVez(form, itens, linhaDoItem);
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'itens' });
  const linhas = form.watch('itens');
  const excluir = new Set(linhas.map((l) => l.produto));
  const { errors, isSubmitting } = form.formState;
  const total = linhas.reduce(
    (a, l) => {
      const p = preco(l.preco_rs);
      return p === null ? a : { preco: a.preco + p, custo: a.custo + l.custo_rs };
    },
    { preco: 0, custo: 0 },
  );
  const media = margem(total.custo, total.preco);

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={`Itens de ${props.catalogo.nome}`}
      submitLabel="Salvar itens"
      submitting={isSubmitting}
      onSubmit={enviar}
      size="xl"
    >
      {!carregado ? (
        itens.isError ? (
          <ListEmpty title="Não foi possível carregar os itens" description="Feche e tente novamente." />
        ) : (
          <ListLoading />
        )
      ) : (
        <Stack gap="5">
          <StatGrid
            data-testid="resumo-catalogo"
            figuras={[
              ['Itens', numeroBr(linhas.length, 0, 0), 'itens-catalogo'],
              ['Margem média', porcentagem(media.pct), 'margem-catalogo'],
            ]}
          />
          <FormField
            label="Adicionar produto"
            error={errors.itens?.message ?? errors.itens?.root?.message}
            helper="O preço começa pelo preço de venda do produto; o custo e a margem só você vê."
          >
            <BuscaDeProduto
              rotulo="Buscar produto para o catálogo"
              excluir={excluir}
              onEscolher={(p) => {
                append(linhaDoProduto(p));
                form.clearErrors('itens');
              }}
            />
          </FormField>
          {fields.length === 0 ? (
            <Text color="fg.muted" fontSize="sm" data-testid="catalogo-vazio">
              O catálogo ainda não tem itens. Busque acima os produtos e kits que quer oferecer.
            </Text>
          ) : (
            <Stack gap="1">
              <Grid
                templateColumns={COLUNAS_SM}
                columnGap="3"
                px="3"
                fontSize="xs"
                color="fg.muted"
                hideBelow="sm"
                aria-hidden
              >
                <Text>Produto</Text>
                <Text>Preço (R$)</Text>
                <Text textAlign="end">Margem</Text>
              </Grid>
              <Stack
                as="ul"
                role="list"
                aria-label="Itens do catálogo"
                gap="2"
                listStyleType="none"
                m="0"
                p="0"
              >
                {fields.map((f, i) => {
                  const linha = linhas[i] ?? f;
                  const m = margem(linha.custo_rs, preco(linha.preco_rs));
                  const erro = errors.itens?.[i]?.preco_rs?.message;
                  return (
                    <Box as="li" key={f.id} borderWidth="1px" rounded="md" p="3" data-testid="linha-catalogo">
                      <Grid
                        // A phone: name and actions, then price and margin; wider: one row.
                        templateColumns={{
                          base: 'minmax(0, 1fr) auto',
                          sm: COLUNAS_SM,
                        }}
                        templateAreas={{
                          base: '"nome acoes" "preco margem"',
                          sm: '"nome preco margem acoes"',
                        }}
                        columnGap="3"
                        rowGap="2"
                        alignItems="center"
                      >
                        <Box minW="0" gridArea="nome">
                          <Text fontWeight="medium" overflowWrap="anywhere">
                            {linha.nome}
                            {linha.removido && (
                              <Text as="span" color="red.fg" fontSize="xs">
                                {' '}
                                (removido do catálogo de produtos)
                              </Text>
                            )}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {NOMES_TIPOS_PRODUTO[linha.tipo]} · Custo {reais(linha.custo_rs)} /{' '}
                            {linha.unidade}
                          </Text>
                        </Box>
                        <Stack gap="1" gridArea="preco">
                          <Input
                            {...form.register(`itens.${i}.preco_rs`)}
                            aria-label={`Preço de ${linha.nome}`}
                            aria-invalid={erro ? true : undefined}
                            inputMode="decimal"
                            autoComplete="off"
                            size="sm"
                          />
                          {erro && (
                            <Text fontSize="xs" color="fg.error">
                              {erro}
                            </Text>
                          )}
                        </Stack>
                        <Box gridArea="margem" textAlign="end" data-testid="margem-linha">
                          <Badge
                            size="sm"
                            variant="subtle"
                            colorPalette={m.rs === null ? 'gray' : m.rs < 0 ? 'red' : 'green'}
                          >
                            Margem {porcentagem(m.pct)}
                          </Badge>
                          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                            {m.rs === null ? '—' : reais(m.rs)}
                          </Text>
                        </Box>
                        <HStack
                          gap="0"
                          gridArea="acoes"
                          justifySelf="end"
                          alignSelf={{ base: 'start', sm: 'center' }}
                        >
                          <IconButton
                            aria-label={`Subir ${linha.nome}`}
                            size="sm"
                            variant="ghost"
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          >
                            <ArrowUp />
                          </IconButton>
                          <IconButton
                            aria-label={`Descer ${linha.nome}`}
                            size="sm"
                            variant="ghost"
                            disabled={i === fields.length - 1}
                            onClick={() => move(i, i + 1)}
                          >
                            <ArrowDown />
                          </IconButton>
                          <IconButton
                            aria-label={`Tirar ${linha.nome} do catálogo`}
                            size="sm"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => remove(i)}
                          >
                            <Trash2 />
                          </IconButton>
                        </HStack>
                      </Grid>
                    </Box>
                  );
                })}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
