import {
  Box,
  Button,
  Checkbox,
  CloseButton,
  HStack,
  Input,
  Popover,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { type Classificacao, CORES_SUGERIDAS } from '@irradia/shared/quadros/quadros.schema';
import { Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import { toastError } from '../../../lib/api-client.ts';
import { useCriarEtiqueta, useEtiquetas } from './cartao-api.ts';
import { corDoTexto } from './cartao-textos.ts';

/** The API's limit of labels on one card. */
const MAX_ETIQUETAS = 20;

export function ChipDeEtiqueta(props: { etiqueta: Classificacao; onTirar?(): void }) {
  const { etiqueta: e } = props;
  return (
    <HStack
      gap="1"
      ps="2"
      pe={props.onTirar ? '0.5' : '2'}
      h="6"
      rounded="full"
      bg={e.cor}
      color={corDoTexto(e.cor)}
      fontSize="xs"
      fontWeight="medium"
      data-testid="etiqueta"
    >
      <Text truncate maxW="40">
        {e.nome}
      </Text>
      {props.onTirar && (
        <CloseButton
          size="2xs"
          color="inherit"
          aria-label={`Tirar a etiqueta ${e.nome}`}
          onClick={props.onTirar}
        />
      )}
    </HStack>
  );
}

/**
 * The card's labels as coloured chips, and a list of the company's labels to tick (each tick
 * saves the whole set); a name no label has can become a new one, in a chosen colour.
 */
export function CartaoEtiquetas(props: {
  valor: Classificacao[];
  onChange(etiquetas: Classificacao[]): void;
  desabilitado?: boolean;
}) {
  const [aberto, setAberto] = useState(false);
  const [filtro, setFiltro] = useState('');
  const [cor, setCor] = useState<string>(CORES_SUGERIDAS[0]);
  const todas = useEtiquetas();
  const criar = useCriarEtiqueta();
  const marcadas = new Set(props.valor.map((e) => e.uuid));
  const cheio = props.valor.length >= MAX_ETIQUETAS;
  const termo = filtro.trim();
  const lista = (todas.data?.data ?? []).filter((e) => e.nome.toLowerCase().includes(termo.toLowerCase()));
  const existe = (todas.data?.data ?? []).some((e) => e.nome.toLowerCase() === termo.toLowerCase());

  const alternar = (e: Classificacao) =>
    props.onChange(marcadas.has(e.uuid) ? props.valor.filter((x) => x.uuid !== e.uuid) : [...props.valor, e]);

  function criarEtiqueta() {
    if (!termo || existe || cheio) return;
    criar.mutate(
      { nome: termo, cor },
      {
        onSuccess: (r) => {
          setFiltro('');
          props.onChange([...props.valor, r.data]);
        },
        onError: toastError,
      },
    );
  }

  return (
    <Stack gap="2">
      {props.valor.length > 0 ? (
        <Wrap gap="1.5" aria-label="Etiquetas do cartão">
          {props.valor.map((e) => (
            <ChipDeEtiqueta
              key={e.uuid}
              etiqueta={e}
              onTirar={
                props.desabilitado
                  ? undefined
                  : () => props.onChange(props.valor.filter((x) => x.uuid !== e.uuid))
              }
            />
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Sem etiquetas
        </Text>
      )}
      <Popover.Root
        open={aberto}
        onOpenChange={(e) => setAberto(e.open)}
        positioning={{ placement: 'bottom-start' }}
      >
        <Popover.Trigger asChild>
          <Button size="xs" variant="outline" alignSelf="flex-start" disabled={props.desabilitado}>
            <Tag /> Escolher etiquetas
          </Button>
        </Popover.Trigger>
        {/* Not in a portal: the drawer keeps the focus inside itself. */}
        <Popover.Positioner>
          <Popover.Content w="72">
            <Popover.Body p="3">
              <Stack gap="2">
                <Input
                  size="sm"
                  value={filtro}
                  placeholder="Buscar ou criar etiqueta"
                  aria-label="Buscar ou criar etiqueta"
                  onChange={(e) => setFiltro(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      const unica = lista.length === 1 ? lista[0] : undefined;
                      if (unica) alternar(unica);
                      else criarEtiqueta();
                    }
                  }}
                />
                {todas.isLoading && <Text fontSize="sm">Carregando etiquetas…</Text>}
                {todas.isError && (
                  <Text fontSize="sm" color="fg.error">
                    Não foi possível carregar as etiquetas.
                  </Text>
                )}
                <Stack gap="1" maxH="56" overflowY="auto" role="group" aria-label="Etiquetas da empresa">
                  {lista.map((e) => (
                    <Checkbox.Root
                      key={e.uuid}
                      size="sm"
                      checked={marcadas.has(e.uuid)}
                      disabled={cheio && !marcadas.has(e.uuid)}
                      onCheckedChange={() => alternar(e)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Box w="3" h="3" rounded="full" bg={e.cor} flexShrink={0} aria-hidden />
                      <Checkbox.Label>{e.nome}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                  {todas.isSuccess && lista.length === 0 && !termo && (
                    <Text fontSize="sm" color="fg.muted">
                      Nenhuma etiqueta ainda. Digite um nome para criar.
                    </Text>
                  )}
                </Stack>
                {cheio && (
                  <Text fontSize="xs" color="fg.muted">
                    Um cartão tem no máximo {MAX_ETIQUETAS} etiquetas.
                  </Text>
                )}
                {termo && !existe && !cheio && (
                  <Stack gap="2" borderTopWidth="1px" pt="2">
                    <HStack gap="1" role="radiogroup" aria-label="Cor da nova etiqueta" wrap="wrap">
                      {CORES_SUGERIDAS.map((c) => (
                        <Box
                          as="button"
                          key={c}
                          role="radio"
                          aria-checked={c === cor}
                          aria-label={`Cor ${c}`}
                          w="6"
                          h="6"
                          rounded="full"
                          bg={c}
                          borderWidth="2px"
                          borderColor={c === cor ? 'fg' : 'transparent'}
                          cursor="pointer"
                          onClick={() => setCor(c)}
                        />
                      ))}
                    </HStack>
                    <Button size="xs" colorPalette="orange" loading={criar.isPending} onClick={criarEtiqueta}>
                      <Plus /> Criar etiqueta “{termo}”
                    </Button>
                  </Stack>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </Stack>
  );
}
