import {
  Award,
  CalendarCheck,
  ChartColumn,
  Clock,
  DollarSign,
  Gauge,
  Image,
  type LucideIcon,
  MapPin,
  Megaphone,
  MessageSquare,
  Monitor,
  Percent,
  Phone,
  Search,
  ShieldCheck,
  Smartphone,
  Snowflake,
  Star,
  Target,
  TrendingUp,
  Users,
  Wrench,
  Zap,
} from "lucide-react";
import type { CaseIcon } from "~/content/case-studies";
import type { ProjectIcon } from "~/content/projects";

const icons: Record<CaseIcon | ProjectIcon, LucideIcon> = {
  wrench: Wrench,
  snowflake: Snowflake,
  zap: Zap,
  search: Search,
  map: MapPin,
  star: Star,
  gauge: Gauge,
  smartphone: Smartphone,
  chart: ChartColumn,
  target: Target,
  megaphone: Megaphone,
  users: Users,
  clock: Clock,
  shield: ShieldCheck,
  trending: TrendingUp,
  dollar: DollarSign,
  phone: Phone,
  calendar: CalendarCheck,
  monitor: Monitor,
  percent: Percent,
  award: Award,
  message: MessageSquare,
  image: Image,
};

/** The icon a content record names, decorative (its meaning is in the text next to it). */
export function ContentIcon({ name, className }: { name: CaseIcon | ProjectIcon; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
