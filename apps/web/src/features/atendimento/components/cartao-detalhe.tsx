import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import type { CartaoDetalhe as Detalhe, TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { CartaoAnexos } from './cartao-anexos.tsx';
import {
  caminhoDoCartao,
  useAnexos,
  useCartaoDetalhe,
  useEditarCartao,
  useQuadrosDoCartao,
} from './cartao-api.ts';
import { CartaoCamposPersonalizados } from './cartao-campos-personalizados.tsx';
import { CartaoComentarios } from './cartao-comentarios.tsx';
import { CartaoDados } from './cartao-dados.tsx';
import { CartaoHistorico } from './cartao-historico.tsx';
import { paginaDoRegistro, statusDoCartao } from './cartao-textos.ts';

const ORIGENS: Record<Detalhe['origem'], string> = {
  manual: 'Criado no quadro',
  solicitacao: 'Solicitação recebida',
  automacao: 'Criado por automação',
  alerta: 'Aberto por alerta da usina',
};

function Secao(props: { titulo: string; acao?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={props.titulo} borderTopWidth="1px" pt="4">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          {props.titulo}
        </Heading>
        {props.acao}
      </HStack>
      {props.children}
    </Stack>
  );
}

function Cabecalho({ c }: { c: Detalhe }) {
  const quadros = useQuadrosDoCartao();
  const fase = quadros.data?.data.flatMap((q) => q.fases).find((f) => f.uuid === c.fase);
  const status = statusDoCartao(c.tipo, c.status);
  const pagina = paginaDoRegistro(c.tipo, c.uuid, c.status);
  return (
    <Stack gap="2">
      <Drawer.Title fontSize="lg" lineHeight="short" pe="8" overflowWrap="anywhere">
        <Text as="span" color="fg.muted" fontWeight="normal">
          #{c.numero}
        </Text>{' '}
        {c.titulo}
      </Drawer.Title>
      <HStack gap="2" wrap="wrap">
        {fase && (
          <Badge variant="outline" data-testid="fase-do-cartao">
            {fase.nome}
          </Badge>
        )}
        <Badge colorPalette={status.cor} variant="subtle" data-testid="status-do-cartao">
          {status.rotulo}
        </Badge>
        {c.fechado_em && (
          <Badge colorPalette="green" variant="subtle">
            Concluído em {formatData(c.fechado_em)}
          </Badge>
        )}
        {c.valor_rs !== null && (
          <Text fontSize="sm" fontWeight="medium">
            {formatMoeda(c.valor_rs)}
          </Text>
        )}
        {pagina && (
          <Link asChild fontSize="sm" colorPalette="orange">
            <RouterLink to={pagina}>
              Abrir o negócio <ExternalLink size={14} aria-hidden />
            </RouterLink>
          </Link>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
        {ORIGENS[c.origem]} em {formatData(c.criado_em)}
      </Text>
    </Stack>
  );
}

function Conteudo(props: { tipo: TipoCartao; uuid: string; c: Detalhe }) {
  const { c } = props;
  const editar = useEditarCartao(props.tipo, props.uuid);
  const anexos = useAnexos(props.tipo, props.uuid);
  const [historico, setHistorico] = useState(false);
  return (
    <Stack gap="5" pb="6">
      {c.descricao && (
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="descricao-do-cartao">
          {c.descricao}
        </Text>
      )}
      <CartaoDados cartao={c} editar={(e) => editar.mutate(e)} />
      <CartaoCamposPersonalizados
        quadro={c.quadro}
        preenchimentos={c.preenchimentos}
        anexos={anexos.data?.data ?? []}
        caminhoDosAnexos={`${caminhoDoCartao(props.tipo, props.uuid)}/anexos`}
        onSalvar={(campo, valor) =>
          editar.mutate({
            edicao: { preenchimentos: [{ campo, valor }] },
            otimista: {
              preenchimentos: [...c.preenchimentos.filter((p) => p.campo !== campo), { campo, valor }],
            },
          })
        }
      />
      <Secao titulo={`Comentários${c.comentarios ? ` (${c.comentarios})` : ''}`}>
        <CartaoComentarios tipo={props.tipo} uuid={props.uuid} />
      </Secao>
      <Secao titulo={`Anexos${c.anexos ? ` (${c.anexos})` : ''}`}>
        <CartaoAnexos tipo={props.tipo} uuid={props.uuid} />
      </Secao>
      <Secao
        titulo="Histórico"
        acao={
          <Button size="xs" variant="ghost" aria-expanded={historico} onClick={() => setHistorico((h) => !h)}>
            {historico ? 'Esconder' : 'Mostrar'}
          </Button>
        }
      >
        {historico && <CartaoHistorico tipo={props.tipo} uuid={props.uuid} />}
      </Secao>
    </Stack>
  );
}

/**
 * A card of the board opened beside it (the whole screen on a phone): its number, title, stage
 * and status, a link to the deal's page; who is responsible, the due date, customer and plant,
 * labels and custom fields, each saved as it changes; comments with mentions, attachments and
 * the history. Open while mounted; Escape, the X or the backdrop call `onClose`.
 */
export function CartaoDetalhe(props: { tipo: TipoCartao; uuid: string; onClose: () => void }) {
  const cartao = useCartaoDetalhe(props.tipo, props.uuid);
  const c = cartao.data?.data;
  const naoExiste = cartao.error instanceof ApiError && cartao.error.status === 404;
  return (
    <Drawer.Root
      open
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
      // Escape first closes what is open inside (a list of suggestions, a box being edited).
      onEscapeKeyDown={(e) => {
        if ((e.target as HTMLElement | null)?.closest?.('[data-escape-local]')) e.preventDefault();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cartao-detalhe">
            <Drawer.Header>
              {c ? (
                <Cabecalho c={c} />
              ) : (
                <Drawer.Title>{cartao.isLoading ? 'Carregando cartão…' : 'Cartão'}</Drawer.Title>
              )}
            </Drawer.Header>
            <Drawer.Body>
              {cartao.isLoading && <ListLoading />}
              {!c && cartao.isError && naoExiste && (
                <Text color="fg.muted">Este cartão não existe mais ou foi removido do quadro.</Text>
              )}
              {!c && cartao.isError && !naoExiste && (
                <ListError title="Não foi possível carregar o cartão" onRetry={() => void cartao.refetch()} />
              )}
              {c && <Conteudo tipo={props.tipo} uuid={props.uuid} c={c} />}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
