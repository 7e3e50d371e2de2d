import { Alert, Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { LockOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';

/**
 * A locked invoice PDF none of the server's passwords opened: asks the user for it. `erro` is the
 * server's message after a wrong password; the user may also skip reading and type the fields.
 */
export function SenhaPdf(props: {
  mensagem: string;
  erro: string | undefined;
  lendo: boolean;
  /** False while the PDF to send again is not at hand yet (an e-mailed one being fetched). */
  pronto?: boolean;
  onEnviar(senha: string): void;
  onPreencher(): void;
  voltar: { rotulo: string; onClick(): void };
}) {
  const [senha, setSenha] = useState('');
  const [vazia, setVazia] = useState(false);

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (!senha.trim()) return setVazia(true);
    setVazia(false);
    props.onEnviar(senha.trim());
  }

  return (
    <>
      <Dialog.Body>
        <form id="form-senha-pdf" onSubmit={enviar} noValidate>
          <Stack gap="4">
            <Alert.Root status="info">
              <Alert.Indicator>
                <LockOpen />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>Este PDF está protegido por senha</Alert.Title>
                <Alert.Description>{props.mensagem}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            {/* The hint stays under a wrong password's message: it is what the user needs then. */}
            <Field.Root invalid={vazia || Boolean(props.erro)}>
              <Field.Label>Senha do PDF</Field.Label>
              <Input
                type="password"
                autoComplete="off"
                value={senha}
                onChange={(e) => {
                  setSenha(e.target.value);
                  setVazia(false);
                }}
              />
              <Field.ErrorText>{vazia ? 'Digite a senha do PDF' : props.erro}</Field.ErrorText>
              <Field.HelperText>
                A Enel e outras concessionárias protegem com senha as faturas enviadas por e-mail. Em geral, a
                senha são os primeiros dígitos do CPF ou do CNPJ do titular da conta.
              </Field.HelperText>
            </Field.Root>
            <Text fontSize="sm" color="fg.muted">
              Não sabe a senha?{' '}
              <Button
                variant="plain"
                size="sm"
                p="0"
                h="auto"
                colorPalette="orange"
                color="colorPalette.fg"
                textDecoration="underline"
                onClick={props.onPreencher}
              >
                Preencher sem ler o PDF
              </Button>
            </Text>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={props.voltar.onClick}>
          {props.voltar.rotulo}
        </Button>
        <Button
          type="submit"
          form="form-senha-pdf"
          colorPalette="orange"
          loading={props.lendo}
          disabled={props.pronto === false}
          loadingText="Lendo a fatura…"
        >
          Abrir com a senha
        </Button>
      </Dialog.Footer>
    </>
  );
}
