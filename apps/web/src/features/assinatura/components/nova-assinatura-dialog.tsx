import { Button, CloseButton, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  STATUS_DE_ASSINATURA,
  type StatusDeAssinatura,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAjustarAssinatura, useEmpresasParaAssinar, usePlanos } from '../api.ts';

/**
 * `sistema` subscribes a company by hand (no payment gateway: the embedded default). The server
 * creates the subscription of a company that has none, active for a month unless told otherwise.
 */
export function NovaAssinaturaDialog(props: { open: boolean; onOpenChange(open: boolean): void }) {
  const ajustar = useAjustarAssinatura();
  const planos = usePlanos(false);
  const [busca, setBusca] = useState('');
  const achadas = useEmpresasParaAssinar(busca);
  const [empresa, setEmpresa] = useState<{ uuid: string; nome: string } | null>(null);
  const [plano, setPlano] = useState('');
  const [status, setStatus] = useState<StatusDeAssinatura>('ativa');
  const [fim, setFim] = useState('');
  const [erros, setErros] = useState<{ empresa?: string; plano?: string; periodo_fim?: string }>({});
  const escolhido = plano || planos.data?.data[0]?.uuid || '';
  // Only an integrator subscribes (spec §6: assinatura belongs to integrador and sistema).
  const lista =
    busca.trim().length >= 2 ? achadas.data?.data.filter((e) => e.tipo === 'integrador') : undefined;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const faltando = {
      empresa: empresa ? undefined : 'Selecione a empresa',
      plano: escolhido ? undefined : 'Selecione o plano',
    };
    setErros(faltando);
    if (!empresa || !escolhido) return;
    try {
      await ajustar.mutateAsync({
        empresa: empresa.uuid,
        plano: escolhido,
        status,
        periodo_fim: fim || undefined,
      });
      toaster.create({ type: 'success', title: `Assinatura de ${empresa.nome} registrada` });
      props.onOpenChange(false);
    } catch (err) {
      const campos = (err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErros({ plano: campos.plano, periodo_fim: campos.periodo_fim });
      showSubmitError(err);
    }
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Registrar assinatura"
      submitLabel="Registrar"
      submitting={ajustar.isPending}
      onSubmit={(e) => void enviar(e)}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Para uma empresa que paga fora do sistema. Se ela já tiver assinatura, o plano, a situação e o fim
          do período são ajustados.
        </Text>
        <FormField label="Empresa" required error={erros.empresa}>
          {empresa ? (
            <HStack gap="1" borderWidth="1px" rounded="md" ps="3" pe="1" h="10" w="full">
              <Text fontSize="sm" truncate flex="1" data-testid="empresa-escolhida">
                {empresa.nome}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={`Tirar a empresa ${empresa.nome}`}
                onClick={() => setEmpresa(null)}
              />
            </HStack>
          ) : (
            <Stack gap="1" w="full">
              <Input
                value={busca}
                onChange={(e) => setBusca(e.target.value)}
                placeholder="Nome, razão social ou CNPJ"
                aria-label="Buscar empresa para assinar"
              />
              {lista?.map((e) => (
                <Button
                  key={e.uuid}
                  size="xs"
                  variant="ghost"
                  justifyContent="flex-start"
                  onClick={() => {
                    setEmpresa({ uuid: e.uuid, nome: e.cliente.nome });
                    setBusca('');
                  }}
                >
                  {e.cliente.nome}
                </Button>
              ))}
              {lista && lista.length === 0 && (
                <Text fontSize="sm" color="fg.muted" px="2">
                  Nenhuma empresa integradora encontrada.
                </Text>
              )}
            </Stack>
          )}
        </FormField>
        <FormField label="Plano" required error={erros.plano}>
          <NativeSelect.Root>
            <NativeSelect.Field value={escolhido} onChange={(e) => setPlano(e.target.value)}>
              {planos.data?.data.map((p) => (
                <option key={p.uuid} value={p.uuid}>
                  {p.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Situação">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusDeAssinatura)}
            >
              {Object.entries(STATUS_DE_ASSINATURA).map(([valor, rotulo]) => (
                <option key={valor} value={valor}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Fim do período"
          helper="Vazio: um mês a partir de hoje, ou o atual se a empresa já assina"
          error={erros.periodo_fim}
        >
          <Input type="date" value={fim} onChange={(e) => setFim(e.target.value)} maxW="xs" />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
