import { FileSignature } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function ContratosPage() {
  return (
    <PlaceholderScreen
      title="Contratos"
      subtitle="Contratos com seus clientes"
      description="O módulo de contratos chegará em breve."
      icon={<FileSignature />}
    />
  );
}
