import { Collection } from '@msw/data';
import { GetToolVersionResponse } from '@/api/generated/tools/tools.zod';
import type { ToolVersion } from '@/api/generated/tools/model';
import type { DatabaseArea } from './area';
import { seedNow } from './seed-clock';
import { seededFaker } from './seeded-faker';

export const tools = new Collection({ schema: GetToolVersionResponse });

const DOWNLOADS = 'https://downloads.portal.example.ca/tools';
const INSTALL_DIR = 'C:\\Program Files\\PortailDentaire';

type SeedTool = Omit<ToolVersion, 'idUpdatableTool' | 'updatedAt' | 'downloadUrl'> & {
  slug: string;
  installer: string;
};

// Every installation type appears, some tools carry a selector query and some are not rolled
// out yet (inactive), so the admin screen shows each state of SPEC §3 and §4.
const SEED: SeedTool[] = [
  {
    toolName: 'Agent de synchronisation',
    slug: 'sync-agent',
    installer: 'AgentSync-4.12.0.msi',
    minimalToolVersion: '4.10.0',
    minimalUtilityVersion: '2.3.1',
    dependentPracticeSystemVersion: '11.4.2',
    minimumOsVersion: 'Windows 10 22H2',
    executablePath: `${INSTALL_DIR}\\AgentSync\\AgentSync.exe`,
    isAlwaysRunning: true,
    installationType: 'server-agent-only',
    latestVersion: '4.12.0',
    active: true,
  },
  {
    toolName: 'Passerelle SMS',
    slug: 'sms-gateway',
    installer: 'PasserelleSMS-3.4.1.msi',
    minimalToolVersion: '3.0.0',
    minimalUtilityVersion: '2.3.0',
    dependentPracticeSystemVersion: '11.2.0',
    minimumOsVersion: 'Windows 10 21H2',
    executablePath: `${INSTALL_DIR}\\PasserelleSMS\\SmsGateway.exe`,
    isAlwaysRunning: true,
    installationType: 'server-agent-only',
    latestVersion: '3.4.1',
    selectorQuery:
      "SELECT CASE WHEN COUNT(*) > 0 THEN 1 ELSE 0 END FROM modules WHERE name = 'Messages automatisés' AND enabled = 1",
    active: true,
  },
  {
    toolName: 'Service de sauvegarde',
    slug: 'backup-service',
    installer: 'ServiceSauvegarde-2.8.0.msi',
    minimalToolVersion: '2.5.0',
    minimalUtilityVersion: '2.1.0',
    dependentPracticeSystemVersion: '10.8.0',
    minimumOsVersion: 'Windows Server 2016',
    executablePath: `${INSTALL_DIR}\\Sauvegarde\\BackupService.exe`,
    isAlwaysRunning: true,
    installationType: 'server-or-any-agent',
    latestVersion: '2.8.0',
    active: true,
  },
  {
    toolName: 'Module Analytik',
    slug: 'analytik',
    installer: 'ModuleAnalytik-1.9.3.zip',
    minimalToolVersion: '1.6.0',
    minimalUtilityVersion: '2.3.1',
    dependentPracticeSystemVersion: '11.4.0',
    minimumOsVersion: 'Windows 10 22H2',
    executablePath: `${INSTALL_DIR}\\Analytik\\AnalytikCollector.exe`,
    isAlwaysRunning: false,
    installationType: 'server-agent-only',
    latestVersion: '1.9.3',
    selectorQuery:
      "SELECT CASE WHEN COUNT(*) > 0 THEN 1 ELSE 0 END FROM modules WHERE name = 'Analytik' AND enabled = 1",
    active: true,
  },
  {
    toolName: "Pont d'imagerie",
    slug: 'imaging-bridge',
    installer: 'PontImagerie-1.2.0.msi',
    minimalToolVersion: '1.0.0',
    minimalUtilityVersion: '2.3.1',
    dependentPracticeSystemVersion: '11.4.0',
    minimumOsVersion: 'Windows 10 22H2',
    executablePath: `${INSTALL_DIR}\\Imagerie\\ImagingBridge.exe`,
    isAlwaysRunning: true,
    installationType: 'any-agent',
    latestVersion: '1.2.0',
    selectorQuery: 'SELECT CASE WHEN COUNT(*) > 0 THEN 1 ELSE 0 END FROM imaging_devices WHERE active = 1',
    active: false,
  },
  {
    toolName: 'Utilitaire de mise à jour',
    slug: 'updater',
    installer: 'Updater-2.0.3.exe',
    minimalToolVersion: '1.8.0',
    minimalUtilityVersion: '1.8.0',
    dependentPracticeSystemVersion: '11.0.0',
    minimumOsVersion: 'Windows 10 21H2',
    executablePath: `${INSTALL_DIR}\\Updater\\Updater.exe`,
    isAlwaysRunning: false,
    installationType: 'all',
    latestVersion: '2.0.3',
    active: false,
  },
  {
    toolName: 'Connecteur de paiement en ligne',
    slug: 'payment-connector',
    installer: 'ConnecteurPaiement-1.4.2.msi',
    minimalToolVersion: '1.2.0',
    minimalUtilityVersion: '2.2.0',
    dependentPracticeSystemVersion: '11.3.0',
    minimumOsVersion: 'Windows 10 22H2',
    executablePath: `${INSTALL_DIR}\\Paiement\\PaymentConnector.exe`,
    isAlwaysRunning: true,
    installationType: 'server-agent-only',
    latestVersion: '1.4.2',
    selectorQuery:
      "SELECT CASE WHEN COUNT(*) > 0 THEN 1 ELSE 0 END FROM modules WHERE name = 'Paiement en ligne' AND enabled = 1",
    active: true,
  },
  {
    toolName: 'Agent de surveillance',
    slug: 'monitoring-agent',
    installer: 'AgentSurveillance-5.1.0.msi',
    minimalToolVersion: '4.0.0',
    minimalUtilityVersion: '2.0.0',
    dependentPracticeSystemVersion: '10.5.0',
    minimumOsVersion: 'Windows 10 21H2',
    executablePath: `${INSTALL_DIR}\\Surveillance\\MonitoringAgent.exe`,
    isAlwaysRunning: true,
    installationType: 'all',
    latestVersion: '5.1.0',
    active: true,
  },
  {
    toolName: 'Pilote de signature électronique',
    slug: 'signature-pad-driver',
    installer: 'SignaturePad-2.2.0.1.exe',
    minimalToolVersion: '2.0.0',
    minimalUtilityVersion: '2.1.0',
    dependentPracticeSystemVersion: '11.1.0',
    minimumOsVersion: 'Windows 10 21H2',
    executablePath: `${INSTALL_DIR}\\Signature\\SignaturePadService.exe`,
    isAlwaysRunning: false,
    installationType: 'any-agent',
    latestVersion: '2.2.0.1',
    active: true,
  },
  {
    toolName: 'Lecteur de cartes RAMQ',
    slug: 'ramq-card-reader',
    installer: 'LecteurRAMQ-3.0.0.zip',
    minimalToolVersion: '2.4.0',
    minimalUtilityVersion: '2.3.1',
    dependentPracticeSystemVersion: '11.4.2',
    minimumOsVersion: 'Windows 11 23H2',
    executablePath: `${INSTALL_DIR}\\RAMQ\\CardReader.exe`,
    isAlwaysRunning: false,
    installationType: 'server-or-any-agent',
    latestVersion: '3.0.0',
    selectorQuery: "SELECT CASE WHEN province = 'quebec' THEN 1 ELSE 0 END FROM practice_settings",
    active: false,
  },
];

/** Where an installer is served from, for the seed and for uploads alike. */
export const toolDownloadUrl = (slug: string, version: string, fileName: string): string =>
  `${DOWNLOADS}/${encodeURIComponent(slug)}/${encodeURIComponent(version)}/${encodeURIComponent(fileName)}`;

export const toolsArea: DatabaseArea = {
  name: 'tools',
  collections: { tools },
  async seed() {
    const faker = seededFaker('tools');
    const now = seedNow();
    const ninetyDaysAgo = new Date(now.getTime() - 90 * 24 * 3600 * 1000);
    for (const [index, { slug, installer, ...tool }] of SEED.entries()) {
      await tools.create({
        ...tool,
        idUpdatableTool: index + 1,
        downloadUrl: toolDownloadUrl(slug, tool.latestVersion, installer),
        updatedAt: faker.date.between({ from: ninetyDaysAgo, to: now }).toISOString(),
      });
    }
  },
};
