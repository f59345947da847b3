import {
  allowInsecureRequests,
  ClientSecretPost,
  Configuration,
  discovery,
  type ServerMetadata,
} from 'openid-client';
import type { ProviderSettings } from './oauth-providers';

/** Plain HTTP only for an issuer on this machine: the loopback test issuer. */
function isLoopback(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

const discovered = new Map<string, Promise<ServerMetadata>>();

/** The issuer's metadata, discovered once per process (a failed discovery is retried next time). */
function serverMetadata(settings: ProviderSettings): Promise<ServerMetadata> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let metadata = discovered.get(key);
  if (!metadata) {
    const execute = isLoopback(settings.issuer) ? [allowInsecureRequests] : [];
    metadata = discovery(new URL(settings.issuer), settings.clientId, undefined, undefined, { execute }).then(
      (config) => config.serverMetadata(),
    );
    metadata.catch(() => discovered.delete(key));
    discovered.set(key, metadata);
  }
  return metadata;
}

/** A client configuration with a current client secret (Apple's expires within minutes). */
export async function oidcConfiguration(settings: ProviderSettings): Promise<Configuration> {
  const config = new Configuration(
    await serverMetadata(settings),
    settings.clientId,
    undefined,
    ClientSecretPost(await settings.clientSecret()),
  );
  if (isLoopback(settings.issuer)) allowInsecureRequests(config);
  return config;
}
