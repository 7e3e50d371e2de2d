import { Sun } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function UsinasPage() {
  return (
    <PlaceholderScreen
      title="Usinas"
      subtitle="Monitoramento das suas usinas solares"
      description="Aqui você verá suas usinas com status, geração e alertas, e poderá importá-las dos portais dos fabricantes."
      icon={<Sun />}
    />
  );
}
