<?xml version="1.0" encoding="UTF-8"?>
<!--
  The invoice-hash exclusions of ZATCA's Security Features standard as an XSLT 1.0 identity transform (the way ZATCA's
  SDK applies them): everything is copied except ext:UBLExtensions, cac:Signature and the QR document reference; the
  whitespace around them stays. Ours, for the test that hashes with xsltproc and xmllint instead of our code.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <xsl:output method="xml" omit-xml-declaration="yes" encoding="UTF-8" indent="no"/>
  <xsl:template match="node() | @*">
    <xsl:copy><xsl:apply-templates select="node() | @*"/></xsl:copy>
  </xsl:template>
  <xsl:template match="*[local-name() = 'UBLExtensions']"/>
  <xsl:template match="/*/*[local-name() = 'Signature']"/>
  <xsl:template match="*[local-name() = 'AdditionalDocumentReference'][normalize-space(cbc:ID) = 'QR']"/>
</xsl:stylesheet>
