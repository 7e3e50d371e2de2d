import { Contact } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function ClientesPage() {
  return (
    <PlaceholderScreen
      title="Clientes"
      subtitle="Pessoas e empresas atendidas"
      description="Seus clientes, com documento, contato e endereço, aparecerão aqui."
      icon={<Contact />}
    />
  );
}
