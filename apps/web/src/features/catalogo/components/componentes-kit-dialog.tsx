import { Box, Grid, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { ZComponentesEntrada } from '@irradia/shared/catalogo/produtos.schema';
import { Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFormularioDeDialogo } from '../../../components/use-formulario-de-dialogo.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Componente, type Produto, useComponentes, useSalvarComponentes } from '../api.ts';
import { kitsDisponiveis, kwp, quantidade, reais } from '../campos.ts';
import { useLinhasCarregadasUmaVez } from '../linhas-carregadas.ts';
import { BuscaDeProduto } from './busca-de-produto.tsx';

/** One line of the editor: the product as picked (for the figures) and the quantity as typed. */
export interface LinhaKit {
  produto: string;
  nome: string;
  unidade: string;
  custo_rs: number;
  /** Wp of one unit (a module's, or a nested kit's kWp × 1000); null when it adds no power. */
  wp: number | null;
  /** Units available to build kits: the balance, or how many of a nested kit its components allow (null: unknown). */
  disponivel: number | null;
  removido: boolean;
  quantidade: string;
}

/** The list, and each line's quantity ('itens.0.quantidade'), up to the 200 lines the API takes. */
const CAMPOS = ['itens', ...Array.from({ length: 200 }, (_, i) => `itens.${i}.quantidade` as const)] as const;

const numero = (v: string): number | null => {
  const n = lerNumeroDigitado(v);
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/** What the lines add up to while they are edited: cost, kWp and how many kits the stock allows. */
export function somarKit(linhas: readonly LinhaKit[]) {
  let custo = 0;
  let wp = 0;
  let disponivel: number | null = linhas.length > 0 ? Number.POSITIVE_INFINITY : 0;
  for (const l of linhas) {
    const q = numero(l.quantidade);
    if (q === null) continue;
    custo += l.custo_rs * q;
    if (l.wp !== null) wp += l.wp * q;
    if (disponivel !== null)
      disponivel = l.disponivel === null ? null : Math.min(disponivel, Math.floor(l.disponivel / q));
  }
  return {
    custo_rs: Math.round(custo * 100) / 100,
    potencia_kwp: wp / 1000,
    disponivel: disponivel === Number.POSITIVE_INFINITY ? 0 : disponivel,
  };
}

function linhaDoComponente(c: Componente): LinhaKit {
  return {
    produto: c.produto.uuid,
    nome: c.produto.nome,
    unidade: c.produto.unidade,
    custo_rs: c.produto.custo_rs,
    wp: c.potencia_wp === null || c.quantidade === 0 ? null : c.potencia_wp / c.quantidade,
    // A nested kit has no balance of its own; its availability is the server's, after saving.
    disponivel: c.produto.tipo === 'kit' ? null : c.produto.saldo,
    removido: c.produto.removido,
    quantidade: String(c.quantidade).replace('.', ','),
  };
}

function linhaDoProduto(p: Produto): LinhaKit {
  return {
    produto: p.uuid,
    nome: p.nome,
    unidade: p.unidade,
    custo_rs: p.custo_rs,
    wp:
      p.tipo === 'kit'
        ? p.kit && p.kit.potencia_kwp > 0
          ? p.kit.potencia_kwp * 1000
          : null
        : p.tipo === 'modulo'
          ? (p.especificacoes.potencia_wp ?? null)
          : null,
    disponivel: p.tipo === 'kit' ? (p.kit?.disponivel ?? null) : p.saldo,
    removido: false,
    quantidade: '1',
  };
}

/**
 * A kit's components (product × quantity): add from the catalogue, change quantities, remove;
 * the figures above add up as they are typed. Saving replaces the whole list, so nothing is sent
 * before the saved list has loaded into the form.
 */
export function ComponentesKitDialog(props: {
  kit: Produto;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const componentes = useComponentes(props.kit.uuid);
  const salvar = useSalvarComponentes(props.kit.uuid);
  const { form, fechar, enviar } = useFormularioDeDialogo({
    vazio: { itens: [] as LinhaKit[] },
    campos: CAMPOS,
    esquema: ZComponentesEntrada,
    entrada: (v) => ({ itens: v.itens.map((l) => ({ produto: l.produto, quantidade: l.quantidade })) }),
    onOpenChange: props.onOpenChange,
    enviar: async (entrada, fechar) => {
      if (!carregado) return;
      await salvar.mutateAsync(entrada);
      toaster.create({ type: 'success', title: 'Componentes salvos' });
      fechar(false);
    },
  });
  const carregado = useLinhasCarregadasUmaVez(form, componentes, linhaDoComponente);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'itens' });
  const itens = form.watch('itens');
  const soma = somarKit(itens);
  const excluir = new Set([props.kit.uuid, ...itens.map((l) => l.produto)]);
  const { errors, isSubmitting } = form.formState;

  return (
    <FormDialog
      open={props.open}
      onOpenChange={fechar}
      title={`Componentes de ${props.kit.nome}`}
      submitLabel="Salvar componentes"
      submitting={isSubmitting}
      onSubmit={enviar}
      size="xl"
    >
      {!carregado ? (
        componentes.isError ? (
          <ListEmpty
            title="Não foi possível carregar os componentes"
            description="Feche e tente novamente."
          />
        ) : (
          <ListLoading />
        )
      ) : (
        <Stack gap="5">
          <StatGrid
            data-testid="resumo-kit"
            figuras={[
              ['Custo do kit', reais(soma.custo_rs), 'custo-kit'],
              ['Potência', soma.potencia_kwp > 0 ? kwp(soma.potencia_kwp) : '—', 'potencia-kit'],
              [
                'Disponíveis',
                soma.disponivel === null ? '—' : kitsDisponiveis(soma.disponivel),
                'disponiveis-kit',
              ],
              ['Preço de venda', reais(props.kit.preco_venda_rs)],
            ]}
          />
          <FormField
            label="Adicionar componente"
            error={errors.itens?.message ?? errors.itens?.root?.message}
          >
            <BuscaDeProduto
              rotulo="Buscar produto para o kit"
              excluir={excluir}
              onEscolher={(p) => {
                append(linhaDoProduto(p));
                form.clearErrors('itens');
              }}
            />
          </FormField>
          {fields.length === 0 ? (
            <Text color="fg.muted" fontSize="sm" data-testid="kit-vazio">
              O kit ainda não tem componentes. Busque acima os módulos, inversores e demais itens dele.
            </Text>
          ) : (
            <Stack
              as="ul"
              role="list"
              aria-label="Componentes do kit"
              gap="2"
              listStyleType="none"
              m="0"
              p="0"
            >
              {fields.map((f, i) => {
                const linha = itens[i] ?? f;
                const q = numero(linha.quantidade);
                const erro = errors.itens?.[i]?.quantidade?.message;
                return (
                  <Box as="li" key={f.id} borderWidth="1px" rounded="md" p="3" data-testid="linha-kit">
                    <Grid
                      templateColumns={{
                        base: 'minmax(0, 1fr) auto',
                        sm: 'minmax(0, 1fr) 7.5rem 7.5rem auto',
                      }}
                      gap="3"
                      alignItems="center"
                    >
                      <Box minW="0" gridColumn={{ base: '1 / -1', sm: 'auto' }}>
                        <Text fontWeight="medium" overflowWrap="anywhere">
                          {linha.nome}
                          {linha.removido && (
                            <Text as="span" color="red.fg" fontSize="xs">
                              {' '}
                              (removido do catálogo)
                            </Text>
                          )}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {reais(linha.custo_rs)} / {linha.unidade}
                          {linha.disponivel !== null &&
                            ` · ${quantidade(linha.disponivel, linha.unidade)} em estoque`}
                        </Text>
                      </Box>
                      <Stack gap="1">
                        <Input
                          {...form.register(`itens.${i}.quantidade`)}
                          aria-label={`Quantidade de ${linha.nome}`}
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
                      <Text fontSize="sm" textAlign="end" whiteSpace="nowrap" hideBelow="sm">
                        {q === null ? '—' : reais(linha.custo_rs * q)}
                      </Text>
                      <IconButton
                        aria-label={`Tirar ${linha.nome} do kit`}
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => remove(i)}
                      >
                        <Trash2 />
                      </IconButton>
                    </Grid>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
