import { Alert, Box, Button, Dialog, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { type Pedido, useEnviarPedido } from '../api.ts';
import {
  centavosDaLinha,
  chaveDoCarrinho,
  quantidadeDeItens,
  totalDoCarrinho,
  useCarrinhos,
} from '../carrinho.ts';
import { type CatalogoDoPedido, type DistribuidorDoPedido, usePodeComprar } from './adicionar-ao-pedido.tsx';
import { QuantidadeNoPedido } from './quantidade-no-pedido.tsx';

/** Where a sent order is seen: the buyer's orders on /distribuidores, with it open. */
export const caminhoDoPedidoEnviado = (uuid: string) => `/distribuidores?aba=pedidos&pedido=${uuid}`;

/**
 * The order being put together from one catalogue: a bar that sticks to the bottom of the screen
 * with the count and total, and "Revisar pedido" opening the lines (quantities, removal), the
 * notes, the catalogue's minimum order and "Enviar pedido". Sent, the cart empties and the order
 * opens in the buyer's list (or `onEnviado` decides).
 */
export function CarrinhoDoPedido(props: {
  distribuidor: DistribuidorDoPedido;
  catalogo: CatalogoDoPedido;
  onEnviado?(pedido: Pedido): void;
}) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const chave = chaveDoCarrinho(empresa, props.catalogo.uuid);
  const carrinho = useCarrinhos((s) => s.carrinhos[chave]);
  const [aberto, setAberto] = useState(false);
  const podeComprar = usePodeComprar(props.distribuidor);
  const linhas = carrinho?.linhas ?? [];
  if (!podeComprar || (linhas.length === 0 && !aberto)) return null;
  const total = totalDoCarrinho(linhas);

  return (
    <>
      {linhas.length > 0 && (
        <Box
          position="sticky"
          bottom="0"
          zIndex="sticky"
          mt="4"
          borderWidth="1px"
          rounded="l3"
          bg="bg.panel"
          shadow="lg"
          px={{ base: '3', md: '4' }}
          py="3"
          role="region"
          aria-label={`Pedido em ${props.catalogo.nome}`}
        >
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="3" minW="0">
              <Box color="orange.fg" flexShrink={0}>
                <ShoppingCart />
              </Box>
              <Box minW="0">
                <Text fontWeight="medium" data-testid="carrinho-resumo">
                  {quantidadeDeItens(linhas.length)} · {formatMoeda(total)}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {props.distribuidor.nome} — {props.catalogo.nome}
                </Text>
              </Box>
            </HStack>
            <Button colorPalette="orange" onClick={() => setAberto(true)} flexShrink={0}>
              Revisar pedido
            </Button>
          </HStack>
        </Box>
      )}
      {aberto && <RevisarPedidoDialog {...props} chave={chave} onFechar={() => setAberto(false)} />}
    </>
  );
}

function RevisarPedidoDialog(props: {
  distribuidor: DistribuidorDoPedido;
  catalogo: CatalogoDoPedido;
  chave: string;
  onFechar(): void;
  onEnviado?(pedido: Pedido): void;
}) {
  const carrinho = useCarrinhos((s) => s.carrinhos[props.chave]);
  const { definirQuantidade, remover, definirObservacoes, limpar } = useCarrinhos.getState();
  const enviar = useEnviarPedido();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const linhas = carrinho?.linhas ?? [];
  const total = totalDoCarrinho(linhas);
  const minimo = carrinho?.catalogo.pedido_minimo_rs ?? props.catalogo.pedido_minimo_rs;
  const falta = Math.max(0, Math.round((minimo - total) * 100) / 100);

  const enviarPedido = () => {
    if (!carrinho || linhas.length === 0 || falta > 0) return;
    enviar.mutate(
      {
        tipo: 'compra',
        catalogo: props.catalogo.uuid,
        itens: linhas.map((l) => ({ item: l.item, quantidade: l.quantidade })),
        observacoes: carrinho.observacoes.trim() || null,
      },
      {
        onSuccess: (r) => {
          limpar(props.chave);
          toaster.create({ type: 'success', title: `Pedido #${r.data.numero} enviado` });
          setOpen(false);
          if (props.onEnviado) props.onEnviado(r.data);
          else navigate(caminhoDoPedidoEnviado(r.data.uuid));
        },
        onError: toastError,
      },
    );
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      onExitComplete={props.onFechar}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      title="Revisar pedido"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Continuar comprando</Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette="orange"
            loading={enviar.isPending}
            disabled={linhas.length === 0 || falta > 0}
            onClick={enviarPedido}
          >
            Enviar pedido
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Para <b>{props.distribuidor.nome}</b>, pelos preços do catálogo {props.catalogo.nome}.
        </Text>
        {linhas.length === 0 ? (
          <Text color="fg.muted">Nenhum item no pedido.</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Itens do pedido">
            {linhas.map((l) => (
              <Stack as="li" key={l.item} data-testid="linha-carrinho" py="3" borderBottomWidth="1px" gap="2">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Box minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {l.nome}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatMoeda(l.preco_rs)} / {l.unidade}
                    </Text>
                  </Box>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Tirar ${l.nome} do pedido`}
                    onClick={() => remover(props.chave, l.item)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <QuantidadeNoPedido
                    nome={l.nome}
                    quantidade={l.quantidade}
                    onMudar={(q) => definirQuantidade(props.chave, l.item, q)}
                  />
                  <Text fontWeight="medium" data-testid="total-linha">
                    {formatMoeda(centavosDaLinha(l) / 100)}
                  </Text>
                </HStack>
              </Stack>
            ))}
          </Stack>
        )}
        <HStack justify="space-between" fontSize="lg">
          <Text fontWeight="medium">Total</Text>
          <Text fontWeight="semibold" data-testid="total-carrinho">
            {formatMoeda(total)}
          </Text>
        </HStack>
        {minimo > 0 && falta > 0 && linhas.length > 0 && (
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Description data-testid="aviso-minimo">
              O pedido mínimo deste catálogo é {formatMoeda(minimo)}. Faltam {formatMoeda(falta)}.
            </Alert.Description>
          </Alert.Root>
        )}
        {minimo > 0 && falta === 0 && (
          <Text fontSize="xs" color="fg.muted">
            Pedido mínimo de {formatMoeda(minimo)} atingido.
          </Text>
        )}
        {carrinho && (
          <FormField
            label="Observações"
            helper="Prazo, forma de entrega ou o que mais o distribuidor precisa saber."
          >
            <Textarea
              value={carrinho.observacoes}
              maxLength={2000}
              rows={3}
              onChange={(e) => definirObservacoes(props.chave, e.target.value)}
            />
          </FormField>
        )}
        <Text fontSize="xs" color="fg.muted">
          O distribuidor confirma o pedido e informa aqui o faturamento e o envio.
        </Text>
      </Stack>
    </DialogFrame>
  );
}
