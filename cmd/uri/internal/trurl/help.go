package trurl

import (
	"io"
)

// helpText is the help of the trurl mode: trurl 0.16's options, then
// where the answers are RFC 3986's and not libcurl's.
const helpText = `usage: uri [options] [URL...]

Without a command word, uri works as curl's trurl 0.16 does: the same options,
--get variables, JSON and exit codes, with RFC 3986's answers (see below).
Run "uri help" for uri's commands (parse, resolve, relative, normalize, equal,
diff, escape, unescape, get, set, lint, repair, guess, extract, links, iri,
touri, template, version);
a URL that is one of these words is given with --url: uri --url get.
A first argument made of letters only that is a command's name but for one
letter (added, removed, replaced, or two swapped) gets a note on standard
error: uri normalise x says uri: note: "normalise" is read as a URL; did you
mean the command "normalize"? Without any argument, uri prints the list of
its commands (exit 2), where trurl says there is not enough input (exit 7).

A short option takes its value after it or attached (-s host=a, -shost=a,
-g{path}), a long one after it or after "=" (--set host=a, --set=host=a).

  -a, --append [path|query]=DATA     append an encoded path segment or query pair
      --accept-space                 take a space in a URL as %20
      --as-idn                       write A-labels of the host as Unicode
      --curl                         accept only the schemes libcurl supports
      --default-port                 write the scheme's default port if none
  -f, --url-file FILE                read URLs from FILE, one a line ("-": stdin)
  -g, --get FORMAT                   print FORMAT for each URL (see below)
  -h, --help                         this help
      --iterate COMP[:]="A B ..."    one URL for each value (combinations)
      --json                         print a JSON array of url, parts, params
      --keep-port                    keep a default port that is written
      --no-guess-scheme              a URL without a scheme is bad
      --punycode                     write the host as A-labels (xn--)
      --qtrim PATTERN                remove query pairs whose key matches
                                     (KEY, or PREFIX*; "\*" is a "*"; any case)
      --query-separator C            the octet between query pairs ("&")
      --quiet                        no notes
      --redirect REF                 resolve REF against the URL (RFC 3986 §5.2)
      --replace KEY[=VALUE]          replace the pairs with that key by one
      --replace-append KEY[=VALUE]   the same, appending it when missing
                                     (also --force-replace)
  -s, --set COMP[?][:]=DATA          set a component: DATA is encoded unless ":="
                                     is used; "?=" sets only a missing one (a
                                     guessed scheme is missing); empty DATA
                                     removes the component
      --sort-query                   sort query pairs, ignoring case
      --trim query=PATTERN           as --qtrim
      --url URL                      a URL to work on (also any argument)
      --urlencode                    --get and --json show components encoded
                                     (JSON's params stay decoded)
  -v, --version                      the version
      --verify                       a bad URL ends the run (exit 9)
  --                                 every argument after it is a URL

Components: url scheme user password options host port path query fragment
zoneid. A URL without a scheme gets http:// (ftp:// for a host that starts
with "ftp.", and so for dict, ldap, imap, smtp and pop3); a URL made of --set
alone gets none, and needs --set scheme and host (exit 7). The URL printed is
normalized (RFC 3986 §6.2.2, §6.2.3): dot segments removed, "/" for an empty
path, the default port removed, lowercase scheme and host. The query is split
into pairs at the separator, empty pairs left out: options that work on the
query drop them (?a=b&&c=d& sorted is ?a=b&c=d), and params does not list
them; a query that no option works on stays as it is.

--get FORMAT: {component} is shown decoded, {:component} or {url:component}
as written; [component] works too when "[" comes before any "{".
{query:KEY} is the value of the first pair with KEY, {query-all:KEY} all of
them, space-separated; decoded, %00 in them is ".", as trurl's manual says.
Qualifiers: strict: (a decode problem is an error, exit 10), must: (a missing
component is an error, exit 10), default: (the default port), puny:, idn:.
"\n" "\t" "\r" "\\" "\{" "\[" "{{" are escapes. Decoded text never holds a raw
control character: an octet that decodes to C0 (%00-%1F), DEL (%7F), a C1
character (U+0080-U+009F), a bidirectional control (U+061C, U+200E, U+200F,
U+202A-U+202E, U+2066-U+2069) or an octet that is not UTF-8 is shown as its
triplets ("%E2%80%AE"), with a note (a decode problem): trurl writes the
controls raw, and nothing for a component with %00.

--json: the parts are decoded unless --urlencode, and the params always, as in
trurl; JSON escapes the control characters ("/%18" is "/\u0018"). An octet
that is not UTF-8, which a JSON string cannot hold (RFC 8259 §8.1), stays a
triplet, with a note.

Where RFC 3986 answers otherwise than libcurl's parser, uri answers by the RFC:
  - triplets are written with uppercase hex digits (§6.2.2.1): %ff is %FF;
  - only triplets of unreserved characters are decoded in a URL (§6.2.2.2):
    %2F in a path and %26 in a query stay; and a reserved character is not
    encoded (§2.2): sftp://u:pw;x@h/ keeps its ";", {:password} is "pw;x";
  - a space is encoded as %20 everywhere, never "+" in a query (--accept-space,
    --set query:=, --append), and "+" in a query decodes to "+" ({query:KEY},
    params): RFC 3986 §3.4 gives "+" no other meaning;
  - numeric hosts that are not four decimal octets are reg-names (§3.2.2,
    §7.4): http://10.1/ and http://0x7f.1/ keep their hosts;
  - IPv6 zone identifiers are not accepted (§3.2.2 has none): [fe80::1%25eth0]
    is a bad URL, {zoneid} is always empty, --set zoneid=X is an error;
  - http:/a has no authority (§3): it is a bad URL, not http://a/;
  - octets RFC 3986 does not allow ("<>\^` + "`" + `{|}, space without --accept-space,
    controls, a "%" without two hex digits) make a URL bad;
  - a non-ASCII host is written percent-encoded as UTF-8 (§3.2.2), also with
    --as-idn; {host} shows it decoded;
  - a port is any run of digits (§3.2.3), not only 0 to 65535;
  - file:///x has an empty host (§3.2.2): {host} and parts.host are "";
  - --redirect resolves by RFC 3986 §5.2 (strict): "../../g" cannot climb above
    the root, and a reference with another scheme replaces the URL.

Exit codes: 1 --url-file, 2 --append, 3 missing argument, 4 option mistake,
5 --set, 7 no valid URL to output, 8 --qtrim, 9 --verify, 10 --get,
11 --iterate, 12 --replace. A bad URL without --verify gets a note on
standard error and the run goes on.

Examples:
  uri --url https://curl.se --set host=example.com
  uri -f urls.txt --get '{host}'
  uri example.com --append query=a=b --json
  uri 'https://example.com/a/../b?utm_x=1&q=2' --qtrim 'utm_*'
`

func printHelp(w io.Writer) {
	io.WriteString(w, helpText)
}
