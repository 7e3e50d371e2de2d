import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';
import { type Coluna, ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Etiqueta, Prazo } from './quadro-cartao.tsx';
import { COR_PADRAO_DA_FASE } from './quadro-coluna.tsx';

/** The board's cards as a table (cards on a phone), stage by stage in the board's order. */
export function QuadroLista(props: {
  fases: readonly Fase[];
  cartoes: readonly Cartao[];
  pedidos: boolean;
  onAbrir(c: Cartao): void;
}) {
  const fasePor = new Map(props.fases.map((f) => [f.uuid, f]));
  const ordem = new Map(props.fases.map((f, i) => [f.uuid, i]));
  const itens = [...props.cartoes].sort(
    (a, b) => (ordem.get(a.fase) ?? 0) - (ordem.get(b.fase) ?? 0) || a.posicao - b.posicao,
  );
  const colunas: Array<Coluna<Cartao> | false> = [
    {
      id: 'cartao',
      rotulo: 'Cartão',
      cartao: 'titulo',
      valor: (c) => (
        <Button
          variant="plain"
          p="0"
          h="auto"
          minW="0"
          whiteSpace="normal"
          textAlign="start"
          fontWeight="medium"
          color="orange.fg"
          onClick={() => props.onAbrir(c)}
        >
          #{c.numero} · {c.titulo}
        </Button>
      ),
    },
    {
      id: 'fase',
      rotulo: 'Fase',
      cartao: 'selo',
      valor: (c) => {
        const f = fasePor.get(c.fase);
        return (
          <HStack gap="1.5">
            <Box
              w="2.5"
              h="2.5"
              rounded="full"
              flexShrink={0}
              style={{ background: f?.cor ?? COR_PADRAO_DA_FASE }}
            />
            <Text as="span">{f?.nome ?? '—'}</Text>
          </HStack>
        );
      },
    },
    {
      id: 'cliente',
      rotulo: 'Cliente / usina',
      largo: true,
      valor: (c) =>
        c.cliente || c.usina ? (
          <Stack gap="0">
            {c.cliente && <Text as="span">{c.cliente.nome}</Text>}
            {c.usina && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {c.usina.nome}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    { id: 'responsavel', rotulo: 'Responsável', valor: (c) => c.responsavel?.nome ?? 'Sem responsável' },
    { id: 'prazo', rotulo: 'Prazo', semQuebra: true, valor: (c) => (c.prazo ? <Prazo cartao={c} /> : '—') },
    {
      id: 'etiquetas',
      rotulo: 'Etiquetas',
      aPartirDe: 'lg',
      largo: true,
      valor: (c) =>
        c.classificacoes.length ? (
          <HStack gap="1" wrap="wrap">
            {c.classificacoes.map((e) => (
              <Etiqueta key={e.uuid} c={e} />
            ))}
          </HStack>
        ) : (
          '—'
        ),
    },
    props.pedidos && {
      id: 'valor',
      rotulo: 'Valor',
      alinhar: 'end',
      semQuebra: true,
      valor: (c) => (c.valor_rs === null ? '—' : formatMoeda(c.valor_rs)),
    },
  ];
  return (
    <ListaResponsiva
      rotulo="Cartões do quadro"
      itens={itens}
      chave={(c) => c.uuid}
      colunas={colunas}
      fundo="bg.panel"
    />
  );
}
