import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TAtualizarEmpresa, ZAtualizarEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmTypingDialog } from '../../../components/confirm-typing-dialog.tsx';
import { ListLoading } from '../../../components/list-states.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useAtualizarEmpresa, useEmpresa, useExcluirEmpresa } from '../api.ts';
import { CAMPOS_EMPRESA, EmpresaFormFields } from '../components/empresa-form-fields.tsx';

function ExcluirEmpresa({ uuid, nome }: { uuid: string; nome: string }) {
  const excluir = useExcluirEmpresa(uuid);
  const navigate = useNavigate();
  return (
    <Card.Root borderColor="border.error">
      <Card.Body gap="3">
        <Heading size="md">Excluir empresa</Heading>
        <Text color="fg.muted">
          A empresa deixa de aparecer para toda a equipe. Para confirmar, será preciso digitar o nome dela.
        </Text>
        <ConfirmTypingDialog
          trigger="Excluir empresa"
          title={`Excluir ${nome}`}
          instruction={
            <>
              Digite <strong>{nome}</strong> para confirmar.
            </>
          }
          label="Digite o nome da empresa"
          field="nome"
          submit="Excluir"
          confirm={async (typed) => {
            // mutateAsync: this card unmounts when the company goes; the promise still settles.
            await excluir.mutateAsync(typed);
            toaster.create({ type: 'info', title: 'Empresa excluída' });
            navigate('/');
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}

function EditarEmpresa({ uuid }: { uuid: string }) {
  const { data, isLoading } = useEmpresa(uuid);
  const atualizar = useAtualizarEmpresa(uuid);
  const { ctx } = usePermissoes();
  const e = data?.data;
  const form = useForm<TAtualizarEmpresa>({
    resolver: zodResolver(ZAtualizarEmpresa) as never,
    values: e
      ? {
          nome: e.cliente.nome,
          razao_social: e.razao_social ?? '',
          cnpj: e.cnpj ?? '',
          filial: e.cliente.filial ?? '',
          slogan: e.slogan ?? '',
          youtube: e.youtube ?? '',
          instagram: e.instagram ?? '',
          facebook: e.facebook ?? '',
          cep: e.cep ?? '',
          logradouro: e.cliente.endereco?.logradouro ?? '',
          numero: e.cliente.endereco?.numero ?? '',
          complemento: e.complemento ?? '',
          bairro: e.cliente.endereco?.bairro.nome ?? '',
          cidade: e.cliente.endereco?.bairro.cidade.nome ?? '',
          uf: e.uf ?? '',
        }
      : undefined,
  });
  if (isLoading || !e) return <ListLoading />;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await atualizar.mutateAsync(values);
      toaster.create({ type: 'success', title: 'Dados da empresa salvos' });
    } catch (err) {
      showSubmitError(err, form.setError, CAMPOS_EMPRESA);
    }
  });
  return (
    <Stack gap="6" maxW="4xl">
      <Card.Root>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="6">
              <EmpresaFormFields
                register={form.register as never}
                control={form.control as never}
                errors={form.formState.errors}
              />
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="orange" loading={form.formState.isSubmitting}>
                  Salvar alterações
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {(ctx.isSocio || ctx.isAdmin) && <ExcluirEmpresa uuid={uuid} nome={e.cliente.nome} />}
    </Stack>
  );
}

export default function EmpresaPage() {
  usePageTitle('Minha empresa', 'Dados da empresa selecionada');
  const selected = useAppStore((s) => s.company.selected);
  if (!selected)
    return <Text color="fg.muted">Selecione uma empresa no topo da tela para ver os dados dela.</Text>;
  return <EditarEmpresa key={selected.uuid} uuid={selected.uuid} />;
}
