import { Avatar, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import type { Comentario, TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { useComentar, useComentarios, useExcluirComentario } from './cartao-api.ts';
import { tempoRelativo } from './cartao-textos.ts';
import { ComentarioEditor } from './comentario-editor.tsx';
import { partesDoTexto } from './mencoes.ts';

function TextoDoComentario({ c }: { c: Comentario }) {
  return (
    <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {partesDoTexto(c.texto, c.mencoes).map((p, i) =>
        p.mencao ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text, in order.
          <Text as="span" key={i} color="orange.fg" fontWeight="medium">
            {p.texto}
          </Text>
        ) : (
          p.texto
        ),
      )}
    </Text>
  );
}

function ItemDoComentario(props: { c: Comentario; onExcluir?(): void }) {
  const { c } = props;
  const autor = c.autor?.nome ?? 'Usuário excluído';
  return (
    <HStack as="li" align="flex-start" gap="3" data-testid="comentario">
      <Avatar.Root size="xs" colorPalette="orange" flexShrink={0}>
        <Avatar.Fallback name={autor} />
      </Avatar.Root>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="semibold">
            {autor}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <time dateTime={c.criado_em} title={formatDataHora(c.criado_em)}>
              {tempoRelativo(c.criado_em)}
            </time>
          </Text>
        </HStack>
        <TextoDoComentario c={c} />
      </Stack>
      {props.onExcluir && (
        <IconButton size="xs" variant="ghost" aria-label="Excluir comentário" onClick={props.onExcluir}>
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}

/** The card's conversation, oldest first, with the box to add to it; one's own comments can go. */
export function CartaoComentarios(props: { tipo: TipoCartao; uuid: string }) {
  const comentarios = useComentarios(props.tipo, props.uuid);
  const comentar = useComentar(props.tipo, props.uuid);
  const excluir = useExcluirComentario(props.tipo, props.uuid);
  const [excluindo, setExcluindo] = useState<Comentario | null>(null);
  const lista = comentarios.data?.pages.flatMap((p) => p.data) ?? [];
  const total = comentarios.data?.pages[0]?.meta.total ?? 0;

  return (
    <Stack gap="3">
      {comentarios.isLoading && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Carregando comentários…
        </Text>
      )}
      {comentarios.isError && !comentarios.data && (
        <HStack>
          <Text fontSize="sm" color="fg.error">
            Não foi possível carregar os comentários.
          </Text>
          <Button size="xs" variant="outline" onClick={() => void comentarios.refetch()}>
            Tentar de novo
          </Button>
        </HStack>
      )}
      {comentarios.isSuccess && lista.length === 0 && (
        <HStack color="fg.muted" gap="2">
          <MessageSquare size={16} aria-hidden />
          <Text fontSize="sm">Nenhum comentário ainda. Seja o primeiro a comentar.</Text>
        </HStack>
      )}
      {lista.length > 0 && (
        <Box
          as="ul"
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="4"
          aria-label="Comentários"
        >
          {lista.map((c) => (
            <ItemDoComentario key={c.uuid} c={c} onExcluir={c.meu ? () => setExcluindo(c) : undefined} />
          ))}
        </Box>
      )}
      {comentarios.hasNextPage && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="flex-start"
          loading={comentarios.isFetchingNextPage}
          onClick={() => void comentarios.fetchNextPage()}
        >
          Ver comentários mais recentes ({total - lista.length})
        </Button>
      )}
      <ComentarioEditor enviando={comentar.isPending} onEnviar={(c) => comentar.mutateAsync(c)} />
      <ConfirmarDialog
        open={excluindo !== null}
        onOpenChange={(aberto) => !aberto && setExcluindo(null)}
        title="Excluir o comentário?"
        confirmar="Excluir"
        sucesso="Comentário excluído"
        acao={() => (excluindo ? excluir.mutateAsync(excluindo) : Promise.resolve())}
      >
        <Text>O comentário sai do cartão para todos. Isso não pode ser desfeito.</Text>
      </ConfirmarDialog>
    </Stack>
  );
}
