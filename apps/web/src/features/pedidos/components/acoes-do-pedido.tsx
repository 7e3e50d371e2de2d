import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { type AcaoPedido, TRANSICOES_PEDIDO_COMPRA } from '@irradia/shared/pedidos/pedidos.schema';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, toastError } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type DadosDaAcao, type Pedido, useAcaoDoPedido } from '../api.ts';

/** What each step asks before it is taken (none: one click) and what it says when done. */
const PEDE: Record<
  AcaoPedido,
  {
    campo?: {
      nome: keyof DadosDaAcao;
      rotulo: string;
      obrigatorio?: string;
      longo?: boolean;
      ajuda?: string;
    };
    feito: string;
    perigo?: boolean;
  }
> = {
  confirmar: { feito: 'Pedido confirmado' },
  faturar: {
    campo: {
      nome: 'nota_fiscal',
      rotulo: 'Número da nota fiscal',
      obrigatorio: 'Informe o número da nota fiscal',
    },
    feito: 'Faturamento informado',
  },
  enviar: {
    campo: {
      nome: 'rastreio',
      rotulo: 'Código de rastreio',
      ajuda: 'Opcional: deixe em branco se não houver.',
    },
    feito: 'Envio informado',
  },
  receber: { feito: 'Recebimento confirmado' },
  recusar: {
    campo: { nome: 'motivo', rotulo: 'Motivo da recusa', obrigatorio: 'Informe o motivo', longo: true },
    feito: 'Pedido recusado',
    perigo: true,
  },
  cancelar: {
    campo: { nome: 'motivo', rotulo: 'Motivo do cancelamento', longo: true, ajuda: 'Opcional.' },
    feito: 'Pedido cancelado',
    perigo: true,
  },
};

/** Moves forward first, refusing or cancelling last. */
const ORDEM: AcaoPedido[] = ['confirmar', 'faturar', 'enviar', 'receber', 'recusar', 'cancelar'];

/**
 * The steps the caller's side may take now (the API's `acoes`), as the detail's footer: a step
 * that needs a word (the NF-e, the tracking code, a reason) asks for it in place first.
 */
export function AcoesDoPedido({ pedido }: { pedido: Pedido }) {
  const [escolhida, setEscolhida] = useState<AcaoPedido | null>(null);
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const acao = useAcaoDoPedido();
  const { pode } = usePermissoes();
  // The API lists what the side may do; taking a step also needs pedido:edit.
  const acoes = pode('pedido:edit') ? ORDEM.filter((a) => pedido.acoes.includes(a)) : [];
  if (acoes.length === 0) return null;

  const executar = (a: AcaoPedido, dados?: DadosDaAcao) =>
    acao.mutate(
      { uuid: pedido.uuid, acao: a, dados },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: PEDE[a].feito });
          setEscolhida(null);
          setValor('');
        },
        onError: (e) => {
          const campo = PEDE[a].campo;
          const doCampo = campo && e instanceof ApiError ? e.fieldErrors[campo.nome] : undefined;
          if (doCampo) setErro(doCampo);
          else toastError(e);
        },
      },
    );

  if (escolhida) {
    const pede = PEDE[escolhida];
    const campo = pede.campo;
    const enviar = (e: FormEvent) => {
      e.preventDefault();
      if (!campo) return;
      const texto = valor.trim();
      if (campo.obrigatorio && !texto) {
        setErro(campo.obrigatorio);
        return;
      }
      executar(escolhida, { [campo.nome]: texto || null } as DadosDaAcao);
    };
    return (
      <form
        onSubmit={enviar}
        noValidate
        style={{ width: '100%' }}
        aria-label={TRANSICOES_PEDIDO_COMPRA[escolhida].rotulo}
      >
        <Stack gap="3">
          {campo && (
            <FormField
              label={campo.rotulo}
              error={erro}
              helper={campo.ajuda}
              required={Boolean(campo.obrigatorio)}
            >
              {campo.longo ? (
                <Textarea
                  value={valor}
                  rows={2}
                  maxLength={1000}
                  autoFocus
                  onChange={(e) => {
                    setValor(e.target.value);
                    setErro(undefined);
                  }}
                />
              ) : (
                <Input
                  value={valor}
                  maxLength={campo.nome === 'nota_fiscal' ? 60 : 120}
                  autoFocus
                  onChange={(e) => {
                    setValor(e.target.value);
                    setErro(undefined);
                  }}
                />
              )}
            </FormField>
          )}
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => {
                setEscolhida(null);
                setValor('');
                setErro(undefined);
              }}
            >
              Voltar
            </Button>
            <Button type="submit" colorPalette={pede.perigo ? 'red' : 'orange'} loading={acao.isPending}>
              {TRANSICOES_PEDIDO_COMPRA[escolhida].rotulo}
            </Button>
          </HStack>
        </Stack>
      </form>
    );
  }

  return (
    <HStack justify="flex-end" gap="2" wrap="wrap" w="full">
      {acoes.map((a) => (
        <Button
          key={a}
          variant={PEDE[a].perigo ? 'outline' : 'solid'}
          colorPalette={PEDE[a].perigo ? 'red' : 'orange'}
          loading={acao.isPending && acao.variables?.acao === a}
          disabled={acao.isPending}
          onClick={() => (PEDE[a].campo ? setEscolhida(a) : executar(a))}
        >
          {TRANSICOES_PEDIDO_COMPRA[a].rotulo}
        </Button>
      ))}
    </HStack>
  );
}
