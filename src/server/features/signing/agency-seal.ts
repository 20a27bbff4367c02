import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import type { AppContext } from '../../lib/context';
import { readAll, StorageKeyExistsError } from '../../lib/storage/storage';

/** Where the generated certificate lives in private storage (never served by any route). */
const GENERATED_P12_KEY = 'signing/agency-seal.p12';
/** Room for the CMS in /Contents: certificates of a small chain and a 4096-bit signature fit with margin. */
const SIGNATURE_LENGTH = 16_384;

export interface SealIdentity {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
}

const { asn1, pki } = forge;
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const octets = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);

/**
 * A CAdES detached signature with the attributes PAdES B-B asks for: content type, message digest and the
 * ESS signing-certificate-v2 (the signing time is the PDF's /M entry, not a signed attribute). node-forge's
 * PKCS#7 signer cannot add signing-certificate-v2, so the CMS is put together here from its ASN.1 parts.
 */
export class AgencySealSigner extends Signer {
  constructor(private readonly identity: SealIdentity) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { key, certificate, chain } = this.identity;
    const digest = createHash('sha256').update(content).digest().toString('binary');
    const certDer = der(pki.certificateToAsn1(certificate));
    const certHash = forge.md.sha256.create().update(certDer).digest().getBytes();
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(digest)),
      attribute(OID.signingCertificateV2, seq([seq([seq([octets(certHash)])])])),
    ]
      .map(der)
      .sort(); // DER orders a SET OF by its members' encodings.
    const signedAttrs = set(attributes.map((bytes) => asn1.fromDer(bytes)));
    const md = forge.md.sha256.create().update(der(signedAttrs));
    const signature = key.sign(md);
    const implicitAttrs = asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      signedAttrs.value as forge.asn1.Asn1[],
    );
    const sha256Alg = seq([oid(OID.sha256)]);
    const signerInfo = seq([
      int(1),
      seq([
        pki.distinguishedNameToAsn1(certificate.issuer),
        asn1.create(
          asn1.Class.UNIVERSAL,
          asn1.Type.INTEGER,
          false,
          forge.util.hexToBytes(certificate.serialNumber),
        ),
      ]),
      sha256Alg,
      implicitAttrs,
      seq([oid(OID.rsaEncryption), nul()]),
      octets(signature),
    ]);
    const signedData = seq([
      int(1),
      set([sha256Alg]),
      seq([oid(OID.data)]),
      asn1.create(
        asn1.Class.CONTEXT_SPECIFIC,
        0,
        true,
        [certificate, ...chain].map((c) => pki.certificateToAsn1(c)),
      ),
      set([signerInfo]),
    ]);
    const contentInfo = seq([
      oid(OID.signedData),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData]),
    ]);
    return Buffer.from(der(contentInfo), 'binary');
  }
}

function certificate(
  subject: string,
  issuer: { cert: forge.pki.Certificate | null; key: forge.pki.rsa.PrivateKey | null },
  keys: forge.pki.rsa.KeyPair,
  ca: boolean,
) {
  const cert = pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + (ca ? 20 : 10) * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: subject },
    { name: 'organizationName', value: 'Haven' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(issuer.cert ? issuer.cert.subject.attributes : attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca, critical: true },
    ca
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(issuer.key ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}

/** A small CA and a sealing certificate it issued, as a PKCS#12 protected by `password`. */
export function generateSealP12(password: string): Buffer {
  const caKeys = pki.rsa.generateKeyPair({ bits: 2048 });
  const ca = certificate('Haven Document Sealing CA', { cert: null, key: null }, caKeys, true);
  const sealKeys = pki.rsa.generateKeyPair({ bits: 2048 });
  const seal = certificate('Haven Document Seal', { cert: ca, key: caKeys.privateKey }, sealKeys, false);
  const p12 = forge.pkcs12.toPkcs12Asn1(sealKeys.privateKey, [seal, ca], password, { algorithm: '3des' });
  return Buffer.from(der(p12), 'binary');
}

/** The key, its certificate (the one matching the key) and the rest of the chain from a PKCS#12. */
export function readSealP12(bytes: Buffer, password: string): SealIdentity {
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(bytes.toString('binary')), false, password);
  const keyOid = pki.oids.pkcs8ShroudedKeyBag ?? '';
  const certOid = pki.oids.certBag ?? '';
  const keyBag = p12.getBags({ bagType: keyOid })[keyOid]?.[0];
  const certs = (p12.getBags({ bagType: certOid })[certOid] ?? [])
    .map((bag: forge.pkcs12.Bag) => bag.cert)
    .filter((c: forge.pki.Certificate | undefined): c is forge.pki.Certificate => Boolean(c));
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  const own = certs.find(
    (c: forge.pki.Certificate) => key && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n),
  );
  if (!key || !own) throw new Error('the signing PKCS#12 has no key with a matching certificate');
  return { key, certificate: own, chain: certs.filter((c: forge.pki.Certificate) => c !== own) };
}

/** The password of the generated PKCS#12: derived from the server's secret, so the file alone opens nothing. */
function generatedPassword(ctx: AppContext) {
  return createHmac('sha256', ctx.config.auth.secret).update('haven-seal-p12').digest('base64url');
}

/**
 * The agency's sealing identity: SIGNING_P12_PATH when configured, else the one Haven generated in private
 * storage (made on first use; a second server racing to make one reads the winner's).
 */
export async function loadSealIdentity(ctx: AppContext): Promise<SealIdentity> {
  const { p12Path, p12Password } = ctx.config.signing;
  if (p12Path) return readSealP12(await fs.readFile(p12Path), p12Password);
  const password = generatedPassword(ctx);
  if (!(await ctx.storage.exists(GENERATED_P12_KEY))) {
    await ctx.storage
      .put(GENERATED_P12_KEY, generateSealP12(password), 'application/x-pkcs12')
      .catch((error: unknown) => {
        if (!(error instanceof StorageKeyExistsError)) throw error;
      });
  }
  const stored = await ctx.storage.get(GENERATED_P12_KEY);
  return readSealP12(await readAll(stored.body), password);
}

const SIGNED_FORM_REASON = 'Sealed by Haven: the signers and the audit trail are on the certificate page';

/**
 * Adds a signature field and seals the document with a PAdES B-B signature. `reason` is what a PDF reader shows
 * beside the seal; every document Haven issues (signed forms, course certificates) is sealed here.
 */
export async function sealPdf(
  pdf: PDFDocument,
  identity: SealIdentity,
  at: Date,
  reason = SIGNED_FORM_REASON,
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason,
    contactInfo: '',
    name: identity.certificate.subject.getField('CN')?.value ?? 'Haven',
    location: '',
    signingTime: at,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Haven',
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, new AgencySealSigner(identity), at);
}
