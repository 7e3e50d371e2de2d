import { Alert, Button, Card, Code, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type ListaCaixa, useNovoEndereco, useRegistroAutomatico } from '../api.ts';

/** The address to forward invoices to, its copy button, a new one on request, and the automatic switch. */
export function Endereco({ meta, podeMudar }: { meta: ListaCaixa['meta']; podeMudar: boolean }) {
  const automatica = useRegistroAutomatico();
  const [trocando, setTrocando] = useState(false);
  const campo = useRef<HTMLElement>(null);

  if (!meta.endereco)
    return (
      <Alert.Root status="info" data-testid="caixa-desativada">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>O recebimento de faturas por e-mail não está ativado neste servidor.</Alert.Title>
          <Alert.Description>Envie as faturas em PDF pelo botão “Enviar fatura em PDF”.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const endereco = meta.endereco;

  async function copiar() {
    try {
      await navigator.clipboard.writeText(endereco);
    } catch {
      // Without a secure context (http on a local network) there is no clipboard API.
      const selecao = window.getSelection();
      if (campo.current && selecao) {
        const faixa = document.createRange();
        faixa.selectNodeContents(campo.current);
        selecao.removeAllRanges();
        selecao.addRange(faixa);
      }
      if (!document.execCommand?.('copy')) {
        toaster.create({ type: 'warning', title: 'Não foi possível copiar: selecione o endereço e copie.' });
        return;
      }
    }
    toaster.create({ type: 'success', title: 'Endereço copiado' });
  }

  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="sm">
            Receber faturas por e-mail
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Cadastre este endereço na concessionária para receber a fatura digital, ou encaminhe para ele os
            e-mails com a fatura em PDF. Cada PDF é lido e fica aqui para você conferir.
          </Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Code
            ref={campo}
            colorPalette="gray"
            size="lg"
            flex="1"
            px="3"
            py="2"
            wordBreak="break-all"
            userSelect="all"
            aria-label="Endereço de e-mail para faturas"
            data-testid="endereco-caixa"
          >
            {endereco}
          </Code>
          <HStack gap="2" flexShrink={0}>
            <Button variant="outline" onClick={() => void copiar()}>
              <Copy /> Copiar
            </Button>
            {podeMudar && (
              <Button variant="ghost" onClick={() => setTrocando(true)}>
                <RefreshCw /> Gerar novo endereço
              </Button>
            )}
          </HStack>
        </Stack>
        <Switch.Root
          checked={meta.automatica}
          disabled={!podeMudar || automatica.isPending}
          colorPalette="orange"
          alignItems="start"
          onCheckedChange={(e) =>
            automatica.mutate(e.checked, {
              onSuccess: (r) =>
                toaster.create({
                  type: 'success',
                  title: r.data.automatica ? 'Registro automático ligado' : 'Registro automático desligado',
                }),
              onError: toastError,
            })
          }
        >
          <Switch.HiddenInput />
          <Switch.Control mt="0.5" />
          <Stack gap="0">
            <Switch.Label>Registrar automaticamente as faturas lidas por completo</Switch.Label>
            <Text fontSize="xs" color="fg.muted">
              Uma fatura sem campos faltando ou a conferir, de uma unidade cadastrada, é registrada sem passar
              por aqui. As demais esperam a sua conferência.
            </Text>
          </Stack>
        </Switch.Root>
      </Card.Body>
      <NovoEndereco aberto={trocando} endereco={endereco} onClose={() => setTrocando(false)} />
    </Card.Root>
  );
}

function NovoEndereco(props: { aberto: boolean; endereco: string; onClose(): void }) {
  const gerar = useNovoEndereco();
  return (
    <ConfirmarDialog
      open={props.aberto}
      onOpenChange={(o) => !o && props.onClose()}
      title="Gerar um novo endereço?"
      confirmar="Gerar novo endereço"
      cor="orange"
      sucesso="Novo endereço gerado"
      acao={() => gerar.mutateAsync(undefined)}
    >
      <Text>
        O endereço atual,{' '}
        <Text as="strong" wordBreak="break-all">
          {props.endereco}
        </Text>
        , deixa de receber faturas assim que o novo for gerado. Depois, troque o endereço onde você o
        cadastrou (na concessionária ou no encaminhamento do seu e-mail).
      </Text>
    </ConfirmarDialog>
  );
}
