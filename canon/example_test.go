package canon_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/canon"
)

func ExampleSafeBrowsing() {
	for _, s := range []string{
		"http://www.GOOgle.com.../",
		"www.google.com",
		"http://3279880203/blah",
		"http://host/%25%32%35",
		"http://www.google.com/foo\tbar\rbaz\n2",
		"http://a.example/b/../c//d?q=a b#frag",
	} {
		c, _ := canon.SafeBrowsing(s)
		fmt.Println(c)
	}
	_, err := canon.SafeBrowsing("mailto:a@example.org")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Rule, e.Offset)
	}
	// Output:
	// http://www.google.com/
	// http://www.google.com/
	// http://195.127.0.11/blah
	// http://host/%25
	// http://www.google.com/foobarbaz2
	// http://a.example/c/d?q=a%20b
	// host 7
}

func ExampleSafeBrowsingReport() {
	c, changes, _ := canon.SafeBrowsingReport("HTTP://www.Example.com:80/a/./b#top")
	fmt.Println(c)
	for _, ch := range changes {
		fmt.Println(ch)
	}
	// Output:
	// http://www.example.com/a/b
	// offset 0: scheme-case: scheme not in lowercase (RFC 3986 §6.2.2.1)
	// offset 11: host-case: host not in lowercase (RFC 3986 §6.2.2.1)
	// offset 22: port: port removed
	// offset 28: dot-segment: "." or ".." segment in the path (RFC 3986 §6.2.2.3)
	// offset 31: fragment: fragment removed
}

func ExampleSURT() {
	for _, s := range []string{
		"http://www.archive.org/goo/?b&a",
		"https://WWW.Archive.ORG:443/Goo/index.html?b=2&a=1&jsessionid=0123456789abcdefghijklemopqrstuv",
		"http://www.archive.org:8080/",
		"dns:archive.org",
	} {
		key, _ := canon.SURT(s)
		fmt.Println(key)
	}
	// Output:
	// org,archive)/goo?a&b
	// org,archive)/goo/index.html?&a=1&b=2
	// org,archive:8080)/
	// dns:archive.org
}

func ExampleSURTWith() {
	for _, o := range []canon.SURTOptions{
		{},
		{Scheme: true, TrailingComma: true},
		{KeepWWW: true},
	} {
		key, _ := canon.SURTWith("http://www.example.com/a?b=1", o)
		fmt.Printf("%+v: %s\n", o, key)
	}
	ip, _ := canon.SURTWith("http://192.0.2.7/", canon.SURTOptions{KeepIPv4: true})
	fmt.Println(ip)
	// Output:
	// {Scheme:false TrailingComma:false KeepWWW:false KeepIPv4:false}: com,example)/a?b=1
	// {Scheme:true TrailingComma:true KeepWWW:false KeepIPv4:false}: http://(com,example,)/a?b=1
	// {Scheme:false TrailingComma:false KeepWWW:true KeepIPv4:false}: com,example,www)/a?b=1
	// 192.0.2.7)/
}

func ExampleSURTReport() {
	key, changes, _ := canon.SURTReport("http://www.archive.org/Goo/?b&a", canon.SURTOptions{})
	fmt.Println(key)
	for _, c := range changes {
		fmt.Println(c.Offset, c.Code)
	}
	// Output:
	// org,archive)/goo?a&b
	// 7 www
	// 23 path-case
	// 26 trailing-slash
	// 27 query-order
}

func ExampleCrawler() {
	const s = "HTTPS://Example.com:443/a/../b?utm_source=news&q=go&page=2&fbclid=x#reviews"
	normal, _ := canon.Crawler(s, canon.CrawlerOptions{})
	fmt.Println(normal)
	c, _ := canon.Crawler(s, canon.DefaultCrawlerOptions())
	fmt.Println(c)
	o := canon.CrawlerOptions{Drop: append(canon.TrackingParams(), "page")}
	c, _ = canon.Crawler(s, o)
	fmt.Println(c)
	// Output:
	// https://example.com/b?utm_source=news&q=go&page=2&fbclid=x#reviews
	// https://example.com/b?page=2&q=go
	// https://example.com/b?q=go#reviews
}

func ExampleCrawlerReport() {
	c, changes, _ := canon.CrawlerReport("http://Example.com/?b=1&utm_medium=mail&a=2#x", canon.DefaultCrawlerOptions())
	fmt.Println(c)
	for _, ch := range changes {
		fmt.Println(ch)
	}
	// Output:
	// http://example.com/?a=2&b=1
	// offset 7: host-case: host not in lowercase (RFC 3986 §6.2.2.1)
	// offset 19: query-order: query parameters sorted
	// offset 24: param: query parameter removed
	// offset 43: fragment: fragment removed
}
