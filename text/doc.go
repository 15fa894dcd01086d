// Package text finds URI references where people write them: in running
// text, typed into a dialog box, and in HTML documents. It stands on the
// RFC 3986 core of package [github.com/uriref/uri], which does the parsing
// and resolution; what this package adds is the reading of text around it.
//
//   - [Extract], [ExtractWith]: URIs in plain text, as the draft that became
//     RFC 3986 describes in its Appendix E: delimited by "<" and ">" or
//     quotes, with a "URL:" prefix, broken across lines, followed by
//     punctuation that is not part of them; in Markdown, without its code
//     spans, emphasis and link syntax.
//   - [Repair]: a URI typed or pasted by a person, made valid by
//     percent-encoding what RFC 3986 does not allow where it stands; a host
//     is kept as typed, since encoding would make another host of it.
//   - [Guess]: an abbreviated URI ("www.w3.org/Addressing/") completed as
//     the draft's Appendix F and uri(7) describe.
//   - [DocumentBase], [HTMLBase], [HTMLLinks]: the base URI of a document
//     (RFC 3986 §5.1) and the URLs of an HTML document resolved against it,
//     as the draft's Appendix D shows. The document is read as a browser
//     reads it, by the states of the HTML Standard's tokenizer and the
//     parts of its tree construction that decide where tags are (with
//     scripting on, and SVG and MathML as foreign content), and every
//     attribute that holds a URL is read, each image candidate of srcset
//     among them.
//
// Every URI this package returns is a [uri.URI], valid by RFC 3986; every
// error is a [*uri.Error], or wraps one (the URL parser's [whatwg.Error]).
//
// [github.com/uriref/uri]: https://pkg.go.dev/github.com/uriref/uri
package text
