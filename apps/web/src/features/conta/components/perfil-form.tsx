import {
  Avatar,
  Button,
  Card,
  FileUpload,
  Heading,
  HStack,
  Input,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TAtualizarUsuario, ZAtualizarUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { MaskedInput } from '../../../components/masked-input.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { UsuarioAtual } from '../../../stores/app-store.ts';
import { useAtualizarConta } from '../api.ts';

const campos = [
  'nome',
  'email',
  'telefone',
  'password',
  'password_confirmation',
  'current_password',
  'avatar',
];

export function PerfilForm({ user }: { user: UsuarioAtual }) {
  const atualizar = useAtualizarConta();
  const [avatar, setAvatar] = useState<File | undefined>();
  const [avatarErro, setAvatarErro] = useState<string>();
  const form = useForm<TAtualizarUsuario>({
    resolver: zodResolver(ZAtualizarUsuario) as never,
    defaultValues: {
      nome: user.nome,
      email: user.email,
      telefone: user.telefone ?? '',
      password: '',
      password_confirmation: '',
      current_password: '',
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const email = form.watch('email');
  const password = form.watch('password');
  const pedeSenhaAtual = user.tem_senha !== false && ((email ?? '') !== user.email || Boolean(password));

  const onSubmit = form.handleSubmit(async (values) => {
    setAvatarErro(undefined);
    try {
      const body: TAtualizarUsuario & { avatar?: File } = {
        nome: values.nome,
        telefone: values.telefone ?? '',
      };
      if (dirtyFields.email) body.email = values.email;
      if (values.password) {
        body.password = values.password;
        body.password_confirmation = values.password_confirmation;
      }
      if (pedeSenhaAtual) body.current_password = values.current_password;
      if (avatar) body.avatar = avatar;
      const r = await atualizar.mutateAsync(body);
      form.reset({
        nome: r.data.nome,
        email: r.data.email,
        telefone: r.data.telefone ?? '',
        password: '',
        password_confirmation: '',
        current_password: '',
      });
      setAvatar(undefined);
      toaster.create({ type: 'success', title: 'Dados salvos' });
    } catch (error) {
      const avatarMsg = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.avatar;
      if (avatarMsg) setAvatarErro(avatarMsg);
      showSubmitError(error, form.setError, campos);
    }
  });

  const preview = avatar ? URL.createObjectURL(avatar) : user.imagem_url;

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            <Heading size="md">Dados pessoais</Heading>
            <HStack gap="4" align="center" flexWrap="wrap">
              <Avatar.Root size="xl" colorPalette="orange">
                <Avatar.Fallback name={user.nome} />
                {preview && <Avatar.Image src={preview} alt="" />}
              </Avatar.Root>
              <Stack gap="1">
                <FileUpload.Root
                  accept={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
                  maxFiles={1}
                  onFileAccept={(d) => setAvatar(d.files[0])}
                >
                  <FileUpload.HiddenInput aria-label="Foto" />
                  <FileUpload.Trigger asChild>
                    <Button variant="outline" size="sm">
                      <Upload /> Trocar foto
                    </Button>
                  </FileUpload.Trigger>
                </FileUpload.Root>
                <Text fontSize="xs" color={avatarErro ? 'fg.error' : 'fg.muted'}>
                  {avatarErro ?? 'PNG, JPEG, WebP ou GIF, até 2 MB.'}
                </Text>
              </Stack>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Nome" error={errors.nome?.message}>
                <Input autoComplete="name" {...form.register('nome')} />
              </FormField>
              <FormField label="Telefone" error={errors.telefone?.message}>
                <MaskedInput control={form.control} name="telefone" formato="telefone" />
              </FormField>
              <FormField label="E-mail" error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
            </SimpleGrid>
            <Separator />
            <Heading size="sm">Trocar senha</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label="Nova senha"
                error={errors.password?.message}
                helper="Deixe em branco para manter a atual."
              >
                <Input type="password" autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormField label="Confirme a nova senha" error={errors.password_confirmation?.message}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...form.register('password_confirmation')}
                />
              </FormField>
            </SimpleGrid>
            {pedeSenhaAtual && (
              <FormField
                label="Senha atual"
                error={errors.current_password?.message}
                helper="Necessária para alterar o e-mail ou a senha."
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...form.register('current_password')}
                />
              </FormField>
            )}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="orange" loading={isSubmitting} loadingText="Salvando…">
                Salvar alterações
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
