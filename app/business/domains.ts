/** Whether `host` is `domain` or one of its subdomains (`www.paypal.com` for `paypal.com`). */
export function onDomain(host: string, domains: readonly string[]): boolean {
  const lower = host.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}
